import { createRouter } from '../../lib/create-router';
import * as listHandlers from './engineer-profile-lists.handlers';
import * as listRoutes from './engineer-profile-lists.routes';
import * as handlers from './engineer-profile.handlers';
import * as routes from './engineer-profile.routes';

export const engineerProfileRouter = createRouter()
  .openapi(routes.basicInfo, handlers.basicInfo)
  .openapi(routes.updateContactInfo, handlers.updateContactInfo)
  .openapi(routes.uploadProfilePicture, handlers.uploadProfilePicture)
  .openapi(routes.removeProfilePicture, handlers.removeProfilePicture)
  .openapi(routes.updateDistanceAndRate, handlers.updateDistanceAndRate)
  .openapi(routes.getPaymentInfo, handlers.getPaymentInfo)
  .openapi(routes.savePaymentInfo, handlers.savePaymentInfo)
  .openapi(listRoutes.listLanguages, listHandlers.listLanguages)
  .openapi(listRoutes.addLanguage, listHandlers.addLanguage)
  .openapi(listRoutes.updateLanguage, listHandlers.updateLanguage)
  .openapi(listRoutes.deleteLanguage, listHandlers.deleteLanguage)
  .openapi(listRoutes.getSkillsAndTitles, listHandlers.getSkillsAndTitles)
  .openapi(listRoutes.addSkills, listHandlers.addSkills)
  .openapi(listRoutes.deleteSkill, listHandlers.deleteSkill)
  .openapi(listRoutes.updateJobTitles, listHandlers.updateJobTitles)
  .openapi(listRoutes.listDocuments, listHandlers.listDocuments)
  .openapi(listRoutes.uploadDocument, listHandlers.uploadDocument)
  .openapi(listRoutes.deleteDocument, listHandlers.deleteDocument)
  .openapi(listRoutes.downloadDocument, listHandlers.downloadDocument);
