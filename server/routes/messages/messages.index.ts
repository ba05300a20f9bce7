import { createRouter } from '../../lib/create-router';
import * as handlers from './messages.handlers';
import * as routes from './messages.routes';

export const messagesRouter = createRouter().openapi(routes.send, handlers.send).openapi(routes.list, handlers.list).openapi(routes.read, handlers.read);
