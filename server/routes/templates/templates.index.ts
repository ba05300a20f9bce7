import { createRouter } from '../../lib/create-router';
import * as handlers from './templates.handlers';
import * as routes from './templates.routes';

export const templatesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.postWorkOrder, handlers.postWorkOrder);
