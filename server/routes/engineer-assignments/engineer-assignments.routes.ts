import { createRoute } from '@hono/zod-openapi';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, MAX_PER_PAGE, ROLES } from '@/constants';
import { cappedPage, envelope, errorResponses, fileDownload, jsonBody, jsonContent, nullData, page } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import {
  appliedListQuerySchema,
  applyAssignmentSchema,
  counterOfferInputSchema,
  engineerAssignmentDetailsSchema,
  engineerAssignmentQuerySchema,
  engineerAssignmentRowSchema,
  engineerDocumentQuerySchema,
  findWorkQuerySchema,
  leaveAssignmentSchema,
} from '@/contracts/engineerAssignments';
import { engineerWorkOrderDetailsSchema } from '@/contracts/lifecycle';
import { idempotent } from '../../middleware/idempotency';
import { offerAnswerSchema } from '@/contracts/talentPools';

const tags = ['Engineer work orders'];
const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);
const rowSchema = engineerAssignmentRowSchema.openapi('EngineerAssignmentRow');
const rows = envelope(page(rowSchema));
const openRows = envelope(cappedPage(rowSchema));
const details = envelope(engineerAssignmentDetailsSchema.openapi('EngineerAssignmentDetails'));
/** The details pages' answer: with progress on an order assigned to the engineer. */
const workOrder = envelope(engineerWorkOrderDetailsSchema.openapi('EngineerWorkOrderDetails'));

export const findWork = createRoute({
  operationId: 'findWork',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS,
  tags,
  summary:
    'Find work: open orders the engineer has not applied to, nearest first (sort_by distance|pay|start_at|created_at; pay is the estimated total, ' +
    'hourly rate × maximum hours, the fixed amount, or the blended fixed amount plus the additional rate for the hours past the first ones, highest first). ' +
    'q: keywords over the title, description, skills and job title, each word matched as the start of a word, all required. ' +
    'within_distance=true keeps orders within the profile travel distance of home, plus remote orders (no travel); ' +
    `409 without a home city and distance. skill_ids is comma-separated (any of). per_page at most ${MAX_PER_PAGE}`,
  ...engineerOnly,
  request: { query: findWorkQuerySchema },
  responses: { 200: jsonContent(openRows, 'A page of open orders'), ...errorResponses(400, 401, 403, 409) },
});

export const getDetails = createRoute({
  operationId: 'getWorkOrderForEngineer',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS,
  tags,
  summary:
    'One order: an open one, or one the engineer applied to or is assigned to (else 404), with distance and my_application; ' +
    'progress (times, hours, correction note, approval and payment due dates, expenses, payment, available actions) when assigned to them',
  ...engineerOnly,
  request: { query: engineerAssignmentQuerySchema },
  responses: { 200: jsonContent(workOrder, 'The order'), ...errorResponses(400, 401, 403, 404) },
});

export const apply = createRoute(idempotent({
  operationId: 'applyToWorkOrder',
  method: 'post',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY,
  tags,
  summary: 'Apply on the posted terms, optionally with a note to the company (at most 1,000 characters); 409 when already applied or the order is no longer open. Notifies the company side',
  ...engineerOnly,
  request: { body: jsonBody(applyAssignmentSchema.openapi('ApplyAssignmentRequest')) },
  responses: { 201: jsonContent(details, 'Applied; the order with my_application'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const counterOffer = createRoute(idempotent({
  operationId: 'createCounterOffer',
  method: 'post',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER,
  tags,
  summary:
    'Apply with a counter offer: other pay (payment_type with its amounts) and/or another schedule (in the order’s time zone), ' +
    'a reason and optionally a note to the company (at most 1,000 characters). 409 when already applied or not open',
  ...engineerOnly,
  request: { body: jsonBody(counterOfferInputSchema.openapi('CounterOfferRequest')) },
  responses: { 201: jsonContent(details, 'Applied with the counter offer'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const listApplied = createRoute({
  operationId: 'listMyWork',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED,
  tags,
  summary: `My work: orders applied to or assigned, newest first; status filters by engineer-side status (11 All, 0 Applied, …, 9 Decline, 10 Cancelled). per_page at most ${MAX_PER_PAGE}`,
  ...engineerOnly,
  request: { query: appliedListQuerySchema },
  responses: { 200: jsonContent(rows, 'A page of my orders'), ...errorResponses(400, 401, 403) },
});

export const getAppliedDetails = createRoute({
  operationId: 'getMyWorkOrder',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED_DETAILS,
  tags,
  summary: 'One order the engineer applied to or is assigned to (else 404); progress when assigned to them',
  ...engineerOnly,
  request: { query: engineerAssignmentQuerySchema },
  responses: { 200: jsonContent(workOrder, 'The order'), ...errorResponses(400, 401, 403, 404) },
});

export const leave = createRoute(idempotent({
  operationId: 'leaveWorkOrder',
  method: 'patch',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.LEAVE,
  tags,
  summary:
    'Leave: the assigned engineer gives the order back from 1 Assigned, 12 Pending Confirmation or 2 Schedule Confirmed (→ 0 Unassigned, ' +
    'open for applications again; they then see 10); an applicant withdraws an open application. 409 otherwise. Notifies the company side',
  ...engineerOnly,
  request: { body: jsonBody(leaveAssignmentSchema.openapi('LeaveAssignmentRequest')) },
  responses: { 200: jsonContent(envelope(nullData), 'Withdrawn'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const downloadDocument = createRoute({
  operationId: 'downloadWorkOrderDocumentAsEngineer',
  method: 'get',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.DOCUMENT,
  tags,
  summary: 'Download a work-order document (`?id=` from the details’ documents) as an applicant with an open application or the assignee',
  ...engineerOnly,
  request: { query: engineerDocumentQuerySchema },
  responses: fileDownload,
});

export const acceptOffer = createRoute(idempotent({
  operationId: 'acceptWorkOrderOffer',
  method: 'post',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.ACCEPT_OFFER,
  tags,
  summary:
    'Accept a work order offered to the engineer alone (offered_to_me): it is assigned to them on the posted terms, as the company’s assign would ' +
    '(status 1; confirm the schedule next), and the company side is told. 404 when it is not offered to them, 409 once the offer ended',
  ...engineerOnly,
  request: { body: jsonBody(offerAnswerSchema.openapi('OfferAnswerRequest')) },
  responses: { 200: jsonContent(details, 'Assigned; the order as the engineer now sees it'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const declineOffer = createRoute(idempotent({
  operationId: 'declineWorkOrderOffer',
  method: 'post',
  path: ENGINEER_ASSIGNMENT_ENDPOINTS.DECLINE_OFFER,
  tags,
  summary: 'Decline a work order offered to the engineer alone: it opens to every engineer at once and the company side is told. 404 when it is not offered to them, 409 once the offer ended',
  ...engineerOnly,
  request: { body: jsonBody(offerAnswerSchema.openapi('OfferAnswerRequest')) },
  responses: { 200: jsonContent(envelope(nullData), 'Declined'), ...errorResponses(400, 401, 403, 404, 409) },
}));
