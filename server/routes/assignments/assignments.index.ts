import { createRouter } from '../../lib/create-router';
import * as applicantHandlers from './applicant-profile.handlers';
import * as applicantRoutes from './applicant-profile.routes';
import * as handlers from './assignments.handlers';
import * as routes from './assignments.routes';

export const assignmentsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.getDetails, handlers.getDetails)
  .openapi(routes.talentEngineers, handlers.talentEngineers)
  .openapi(applicantRoutes.applicantProfile, applicantHandlers.applicantProfile)
  .openapi(routes.assign, handlers.assign)
  .openapi(routes.decline, handlers.decline)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.update, handlers.update)
  .openapi(routes.downloadDocument, handlers.downloadDocument);
