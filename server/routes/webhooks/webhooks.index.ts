import { createRouter } from '../../lib/create-router';
import * as handlers from './webhooks.handlers';
import * as routes from './webhooks.routes';

export const webhooksRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.rotateSecret, handlers.rotateSecret)
  .openapi(routes.test, handlers.test)
  .openapi(routes.deliveries, handlers.deliveries)
  .openapi(routes.retryDelivery, handlers.retryDelivery);
