import { createRouter } from '../../lib/create-router';
import * as handlers from './engineer-assignments.handlers';
import * as routes from './engineer-assignments.routes';

export const engineerAssignmentsRouter = createRouter()
  .openapi(routes.findWork, handlers.findWork)
  .openapi(routes.getDetails, handlers.getDetails)
  .openapi(routes.apply, handlers.apply)
  .openapi(routes.counterOffer, handlers.counterOffer)
  .openapi(routes.listApplied, handlers.listApplied)
  .openapi(routes.getAppliedDetails, handlers.getAppliedDetails)
  .openapi(routes.leave, handlers.leave)
  .openapi(routes.downloadDocument, handlers.downloadDocument)
  .openapi(routes.acceptOffer, handlers.acceptOffer)
  .openapi(routes.declineOffer, handlers.declineOffer);
