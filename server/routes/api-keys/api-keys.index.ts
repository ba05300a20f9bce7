import { createRouter } from '../../lib/create-router';
import * as handlers from './api-keys.handlers';
import * as routes from './api-keys.routes';

export const apiKeysRouter = createRouter().openapi(routes.create, handlers.create).openapi(routes.list, handlers.list).openapi(routes.revoke, handlers.revoke);
