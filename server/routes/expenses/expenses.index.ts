import { createRouter } from '../../lib/create-router';
import * as handlers from './expenses.handlers';
import * as routes from './expenses.routes';

export const expensesRouter = createRouter()
  .openapi(routes.add, handlers.add)
  .openapi(routes.list, handlers.list)
  .openapi(routes.decide, handlers.decide)
  .openapi(routes.downloadReceipt, handlers.downloadReceipt);
