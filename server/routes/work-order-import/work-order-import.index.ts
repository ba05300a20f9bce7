import { createRouter } from '../../lib/create-router';
import * as handlers from './work-order-import.handlers';
import * as routes from './work-order-import.routes';

export const workOrderImportRouter = createRouter().openapi(routes.importWorkOrders, handlers.importWorkOrders);
