import { createRouter } from '../../lib/create-router';
import * as handlers from './working-hours.handlers';
import * as routes from './working-hours.routes';

export const workingHoursRouter = createRouter()
  .openapi(routes.getOwn, handlers.getOwn)
  .openapi(routes.getOwnAlias, handlers.getOwn as never)
  .openapi(routes.update, handlers.update)
  .openapi(routes.byUser, handlers.byUser);
