import { createRoute, z } from '@hono/zod-openapi';
import { MAX_ASSIGNMENT_DOCUMENTS, ROLES, TEMPLATE_ENDPOINTS } from '@/constants';
import { assignmentDetailsSchema } from '@/contracts/assignment';
import { createTemplateSchema, postFromTemplateSchema, templateDetailsSchema, templateIdParamSchema, templateSummarySchema, updateTemplateSchema } from '@/contracts/templates';
import { envelope, errorResponses, jsonBody, jsonContent, jsonPart, multipartBody, nullData, uploadFiles } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Work-order templates'];
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const template = templateDetailsSchema.openapi('WorkOrderTemplate');
const documents = uploadFiles(`New documents to attach (PDF, image, .docx, .xlsx; a template holds at most ${MAX_ASSIGNMENT_DOCUMENTS}); repeat the field for each`);
const dataPart = (name: string, schema: z.ZodType, description: string) => jsonPart(name, schema, description, 'Send the template as JSON in the data field');
const who = "A company user sees and changes all of the company's templates; a customer user sees its own and the shared ones and changes its own (403 for a shared one it did not make)";

export const list = createRoute({
  operationId: 'listWorkOrderTemplates',
  method: 'get',
  path: TEMPLATE_ENDPOINTS.TEMPLATES,
  tags,
  summary: `The work-order templates the user sees, by name. ${who}`,
  ...companySide,
  responses: { 200: jsonContent(envelope(z.array(templateSummarySchema.openapi('WorkOrderTemplateSummary'))), 'The templates'), ...errorResponses(401, 403) },
});

export const create = createRoute({
  operationId: 'createWorkOrderTemplate',
  method: 'post',
  path: TEMPLATE_ENDPOINTS.TEMPLATES,
  tags,
  summary:
    'Save a named template: every section of a work-order draft but the schedule (multipart: `data` = JSON with name, shared and either draft or ' +
    'from_assignment_id, an order whose draft and documents it takes; `documents` = new files). Documents of orders and templates are the same stored ' +
    'files, never copies; reuse_file_ids attaches more of them. Names are unique within the company whatever their case (409)',
  ...companySide,
  request: { body: multipartBody(z.object({ data: dataPart('WorkOrderTemplateCreate', createTemplateSchema, 'name, shared, draft or from_assignment_id, reuse_file_ids. Sent as the JSON text of the `data` part'), documents })) },
  responses: { 201: jsonContent(envelope(template), 'Saved; the template'), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
});

export const get = createRoute({
  operationId: 'getWorkOrderTemplate',
  method: 'get',
  path: TEMPLATE_ENDPOINTS.TEMPLATE,
  tags,
  summary: `One template with its draft and documents (documents[].id is the stored file, which reuse_file_ids takes). ${who}`,
  ...companySide,
  request: { params: templateIdParamSchema },
  responses: { 200: jsonContent(envelope(template), 'The template'), ...errorResponses(400, 401, 403, 404) },
});

export const update = createRoute({
  operationId: 'updateWorkOrderTemplate',
  method: 'put',
  path: TEMPLATE_ENDPOINTS.TEMPLATE,
  tags,
  summary:
    'Rename, share or edit a template (multipart: `data` = JSON with any of name, shared, draft and remove_file_ids; `documents` = new files). ' +
    `A detached document's file goes only when no order or other template attaches it. ${who}`,
  ...companySide,
  request: {
    params: templateIdParamSchema,
    body: multipartBody(z.object({ data: dataPart('WorkOrderTemplateUpdate', updateTemplateSchema, 'What changes: name, shared, draft, remove_file_ids. Sent as the JSON text of the `data` part'), documents })),
  },
  responses: { 200: jsonContent(envelope(template), 'Saved; the template as it is now'), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
});

export const remove = createRoute({
  operationId: 'deleteWorkOrderTemplate',
  method: 'delete',
  path: TEMPLATE_ENDPOINTS.TEMPLATE,
  tags,
  summary: `Delete a template; orders posted from it keep their documents. ${who}`,
  ...companySide,
  request: { params: templateIdParamSchema },
  responses: { 200: jsonContent(envelope(nullData), 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});

export const postWorkOrder = createRoute(
  idempotent({
    operationId: 'postWorkOrderFromTemplate',
    method: 'post',
    path: TEMPLATE_ENDPOINTS.POST_FROM_TEMPLATE,
    tags,
    summary:
      "Post a work order from a template the user sees: the template's draft with this schedule (and any of basic_info, location, pricing, " +
      "deliverables given here instead of the template's); the template's documents are attached as the same stored files",
    ...companySide,
    request: { params: templateIdParamSchema, body: jsonBody(postFromTemplateSchema.openapi('PostFromTemplateRequest')) },
    responses: { 201: jsonContent(envelope(assignmentDetailsSchema.openapi('AssignmentDetails')), 'Posted; the new order'), ...errorResponses(400, 401, 403, 404) },
  }),
);
