import { createRouter } from '../../lib/create-router';
import * as handlers from './notifications.handlers';
import * as routes from './notifications.routes';

export const notificationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.read, handlers.read)
  .openapi(routes.readAll, handlers.readAll)
  .openapi(routes.clearAll, handlers.clearAll);
