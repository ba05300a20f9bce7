import { createRouter } from '../../lib/create-router';
import * as handlers from './mail-preferences.handlers';
import * as routes from './mail-preferences.routes';

export const mailPreferencesRouter = createRouter().openapi(routes.get, handlers.get).openapi(routes.update, handlers.update);
