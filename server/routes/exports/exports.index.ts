import { createRouter } from '../../lib/create-router';
import * as handlers from './exports.handlers';
import * as routes from './exports.routes';

export const exportsRouter = createRouter()
  .openapi(routes.exportWorkOrders, handlers.exportWorkOrdersCsv)
  .openapi(routes.exportPayments, handlers.exportPaymentsCsv)
  .openapi(routes.exportExpenses, handlers.exportExpensesCsv);
