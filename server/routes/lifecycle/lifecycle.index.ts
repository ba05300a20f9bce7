import { createRouter } from '../../lib/create-router';
import * as company from './company-lifecycle.handlers';
import * as companyRoutes from './company-lifecycle.routes';
import * as engineer from './engineer-lifecycle.handlers';
import * as engineerRoutes from './engineer-lifecycle.routes';

export const lifecycleRouter = createRouter()
  .openapi(engineerRoutes.confirmSchedule, engineer.confirmSchedule)
  .openapi(engineerRoutes.checkIn, engineer.checkIn)
  .openapi(engineerRoutes.checkOut, engineer.checkOut)
  .openapi(engineerRoutes.addDeliverable, engineer.addDeliverable)
  .openapi(engineerRoutes.complete, engineer.complete)
  .openapi(engineerRoutes.downloadDeliverable, engineer.downloadDeliverable)
  .openapi(engineerRoutes.addCustomerSignOff, engineer.addCustomerSignOff)
  .openapi(companyRoutes.confirmAssignment, company.confirmAssignment)
  .openapi(companyRoutes.confirmCheckIn, company.confirmCheckIn)
  .openapi(companyRoutes.confirmCheckOut, company.confirmCheckOut)
  .openapi(companyRoutes.complete, company.complete)
  .openapi(companyRoutes.approve, company.approve)
  .openapi(companyRoutes.sendForCorrection, company.sendForCorrection)
  .openapi(companyRoutes.pay, company.pay)
  .openapi(companyRoutes.paymentBreakdown, company.paymentBreakdown)
  .openapi(companyRoutes.downloadDeliverable, company.downloadDeliverable);
