import { createRouter } from '../../lib/create-router';
import * as handlers from './ratings.handlers';
import * as routes from './ratings.routes';

export const ratingsRouter = createRouter()
  .openapi(routes.giveToCompany, handlers.giveToCompany)
  .openapi(routes.giveToEngineer, handlers.giveToEngineer)
  .openapi(routes.engineerByCompany, handlers.engineerByCompany)
  .openapi(routes.engineerByEngineer, handlers.engineerByEngineer)
  .openapi(routes.companyByCompany, handlers.companyByCompany)
  .openapi(routes.companyByEngineer, handlers.companyByEngineer)
  .openapi(routes.engineerSummary, handlers.engineerSummary)
  .openapi(routes.companySummary, handlers.companySummary)
  .openapi(routes.engineerOrder, handlers.engineerOrder)
  .openapi(routes.companyOrder, handlers.companyOrder);
