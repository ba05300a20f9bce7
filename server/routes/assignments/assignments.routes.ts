import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ASSIGNMENT_ENDPOINTS, MAX_PER_PAGE, ROLES } from '@/constants';
import { cappedPage, envelope, errorResponses, fileDownload, jsonBody, jsonContent, jsonPart, multipartBody, nullData, uploadFiles } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { assignEngineerSchema, assignmentDetailsQuerySchema, assignmentPostSchema, assignmentDetailsSchema, assignmentIdQuerySchema, assignmentListQuerySchema, assignmentSummarySchema, assignmentUpdateSchema, cancelAssignmentSchema, declineEngineerSchema, deleteAssignmentSchema, talentEngineerSchema } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import { companyWorkOrderDetailsSchema } from '@/contracts/lifecycle';
import { idField } from '@/contracts/primitives';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Company work orders'];
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const details = assignmentDetailsSchema.openapi('AssignmentDetails');
const done = envelope(nullData);
const documents = uploadFiles(`0 to ${MAX_ASSIGNMENT_DOCUMENTS} files (PDF, image, .docx, .xlsx); repeat the field for each`);
/** The draft is nested (basic info, location, scheduling, pricing, deliverables), so it is the one JSON part; `name` is its schema's in the document. */
const draftPart = (name: string, schema: z.ZodType, description: string) => jsonPart(name, schema, description, 'Send the form as JSON in the data field');

export const create = createRoute(idempotent({
  operationId: 'postWorkOrder',
  method: 'post',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS,
  tags,
  summary:
    'Post a work order (multipart: `data` = JSON of the draft, `documents` = files). `reuse_file_ids` attaches stored files of orders or templates the user sees ' +
    '(their `documents[].file_id` / `documents[].id`) again, as a duplicate or an order from a template does: shared, not copied (404 for any other file)',
  ...companySide,
  request: {
    body: multipartBody(
      z.object({
        data: draftPart('WorkOrderDraft', assignmentPostSchema, 'A work-order draft: basic_info, location, scheduling, pricing, deliverables, optional reuse_file_ids. Sent as the JSON text of the `data` part'),
        documents,
      }),
    ),
  },
  responses: { 201: jsonContent(envelope(details), 'Posted; the new order'), ...errorResponses(400, 401, 403, 404, 413, 415) },
}));

export const list = createRoute({
  operationId: 'listWorkOrders',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS,
  tags,
  summary: `The work orders the user sees (company: all of its own and its customers'; customer: their own). per_page at most ${MAX_PER_PAGE}`,
  ...companySide,
  request: { query: assignmentListQuerySchema },
  responses: { 200: jsonContent(envelope(cappedPage(assignmentSummarySchema.openapi('AssignmentSummary'))), 'A page of work orders'), ...errorResponses(400, 401, 403) },
});

export const getDetails = createRoute({
  operationId: 'getWorkOrder',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS,
  tags,
  summary:
    'One work order with its progress (check-in and check-out with the engineer’s distance from the site, hours, correction note, ' +
    'approval and payment due dates, expenses, payment, the lifecycle actions available now); include_counter_offer_data=true adds ' +
    'the assigned engineer’s counter offer',
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { query: assignmentDetailsQuerySchema },
  responses: {
    200: jsonContent(envelope(companyWorkOrderDetailsSchema.openapi('CompanyWorkOrderDetails')), 'The work order'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const talentEngineers = createRoute({
  operationId: 'listApplicants',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS,
  tags,
  summary: 'The applicants of a work order, with counter offers, ratings and distance',
  ...companySide,
  request: { query: assignmentIdQuerySchema },
  responses: { 200: jsonContent(envelope(z.array(talentEngineerSchema.openapi('TalentEngineer'))), 'Applicants'), ...errorResponses(400, 401, 403, 404) },
});

export const assign = createRoute(idempotent({
  operationId: 'assignEngineer',
  method: 'patch',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN,
  tags,
  summary: 'Assign an applicant (0 → 1), accepting their counter offer if they made one; other applicants are declined',
  ...companySide,
  request: { body: jsonBody(assignEngineerSchema.openapi('AssignEngineerRequest')) },
  responses: { 200: jsonContent(envelope(details), 'Assigned'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const decline = createRoute(idempotent({
  operationId: 'declineApplicant',
  method: 'patch',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.DECLINE,
  tags,
  summary: 'Decline one application of an unassigned work order',
  ...companySide,
  request: { body: jsonBody(declineEngineerSchema.openapi('DeclineEngineerRequest')) },
  responses: { 200: jsonContent(done, 'Declined'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const cancel = createRoute(idempotent({
  operationId: 'cancelWorkOrder',
  method: 'patch',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.CANCEL,
  tags,
  summary: 'Cancel a work order (from 0, 1, 12 or 2 → 10)',
  ...companySide,
  request: { body: jsonBody(cancelAssignmentSchema.openapi('CancelAssignmentRequest')) },
  responses: { 200: jsonContent(envelope(details), 'Cancelled'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const remove = createRoute({
  operationId: 'deleteWorkOrder',
  method: 'delete',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.DELETE,
  tags,
  summary: 'Delete an unassigned (nobody assigned) or cancelled work order, with its files',
  ...companySide,
  request: { body: jsonBody(deleteAssignmentSchema.openapi('DeleteAssignmentRequest')) },
  responses: { 200: jsonContent(done, 'Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const update = createRoute({
  operationId: 'updateWorkOrder',
  method: 'patch',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.UPDATE,
  tags,
  summary: 'Edit a work order in 0, 1, 12 or 2 (multipart: `data` = JSON with assignment_id and remove_document_ids, `documents` = new files)',
  ...companySide,
  request: {
    body: multipartBody(z.object({ data: draftPart('WorkOrderUpdate', assignmentUpdateSchema, 'The edited draft plus assignment_id and remove_document_ids. Sent as the JSON text of the `data` part'), documents })),
  },
  responses: { 200: jsonContent(envelope(details), 'Saved; the order as it is now'), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
});

export const downloadDocument = createRoute({
  operationId: 'downloadWorkOrderDocument',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.DOCUMENT,
  tags,
  summary: 'Download a document of one of the user’s work orders (id = documents[].id of the details)',
  ...companySide,
  request: { query: z.object({ id: idField('Choose a document') }) },
  responses: fileDownload,
});
