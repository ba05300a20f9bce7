import { createRouter } from '../../lib/create-router';
import * as handlers from './bulk.handlers';
import * as routes from './bulk.routes';

export const bulkRouter = createRouter().openapi(routes.bulkWorkOrders, handlers.bulkWorkOrders);
