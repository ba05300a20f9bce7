import { createRouter } from '../../lib/create-router';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export const eventsRouter = createRouter().openapi(routes.events, handlers.events);
