import { createRouter } from '../../lib/create-router';
import * as handlers from './files.handlers';
import * as routes from './files.routes';

export const filesRouter = createRouter().openapi(routes.getPublicFile, handlers.getPublicFile);
