import { createRouter } from '../../lib/create-router';
import * as handlers from './saved-searches.handlers';
import * as routes from './saved-searches.routes';

export const savedSearchesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
