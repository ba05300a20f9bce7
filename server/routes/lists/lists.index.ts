import { LIST_ENDPOINTS } from '@/constants';
import {
  categories,
  customerPaymentTypes,
  deliverableDocumentTypes,
  documentTypes,
  engineerPaymentTypes,
  fluencyLevels,
  jobTitles,
  locationTypes,
  paymentMethods,
  skills,
  timezones,
  type NamedListTable,
} from '../../db/schema';
import { createRouter } from '../../lib/create-router';
import * as handlers from './lists.handlers';
import * as routes from './lists.routes';

/** The `{ id, name }` lists: operationId, path, summary, table and order. */
const NAMED_LISTS: [operationId: string, path: string, summary: string, table: NamedListTable, orderBy: 'id' | 'name'][] = [
  ['listDocumentTypes', LIST_ENDPOINTS.DOCUMENT_TYPES, 'Engineer document types', documentTypes, 'id'],
  ['listEngineerPaymentTypes', LIST_ENDPOINTS.ENGINEER_PAYMENT_TYPES, 'Engineer payment types', engineerPaymentTypes, 'id'],
  ['listCategories', LIST_ENDPOINTS.CATEGORIES, 'Work order categories', categories, 'name'],
  ['listFluencyLevels', LIST_ENDPOINTS.FLUENCY_LEVELS, 'Language fluency levels, lowest first', fluencyLevels, 'id'],
  ['listSkills', LIST_ENDPOINTS.SKILLS, 'Engineer skills', skills, 'name'],
  ['listJobTitles', LIST_ENDPOINTS.JOB_TITLES, 'Engineer job titles', jobTitles, 'name'],
  ['listTimezones', LIST_ENDPOINTS.TIMEZONES, 'Time zones (IANA names)', timezones, 'name'],
  ['listPaymentMethods', LIST_ENDPOINTS.PAYMENT_METHODS, 'Engineer payment methods', paymentMethods, 'id'],
  ['listLocationTypes', LIST_ENDPOINTS.LOCATION_TYPES, 'Work order location types', locationTypes, 'id'],
  ['listWorkOrderPaymentTypes', LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES, 'Work order payment types', customerPaymentTypes, 'id'],
  ['listDeliverableDocumentTypes', LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES, 'Deliverable document types', deliverableDocumentTypes, 'id'],
];

export const listsRouter = createRouter()
  .openapi(routes.countries, handlers.countries)
  .openapi(routes.states, handlers.states)
  .openapi(routes.cities, handlers.cities)
  .openapi(routes.languages, handlers.languages)
  .openapi(routes.paymentDays, handlers.paymentDays);

for (const [operationId, path, summary, table, orderBy] of NAMED_LISTS) {
  listsRouter.openapi(routes.namedListRoute(operationId, path, summary), handlers.namedList(table, orderBy));
}
