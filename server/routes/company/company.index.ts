import { createRouter } from '../../lib/create-router';
import * as handlers from './company.handlers';
import * as routes from './company.routes';

export const companyRouter = createRouter()
  .openapi(routes.getProfile, handlers.getProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.removeLogo, handlers.removeLogo)
  .openapi(routes.updateUserDetails, handlers.updateUserDetails)
  .openapi(routes.createCustomer, handlers.createCustomer)
  .openapi(routes.listCustomers, handlers.listCustomers)
  .openapi(routes.blockCustomer, handlers.blockCustomer)
  .openapi(routes.updateCustomer, handlers.updateCustomer)
  .openapi(routes.getUser, handlers.getUser);
