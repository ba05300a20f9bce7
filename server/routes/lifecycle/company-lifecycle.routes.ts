import { createRoute } from '@hono/zod-openapi';
import { COMPANY_ASSIGNMENT_ENDPOINTS, ROLES } from '@/constants';
import { deliverableFileQuerySchema, payAssignmentSchema, paymentBreakdownQuerySchema, paymentBreakdownSchema, paymentResultSchema, sendForCorrectionSchema } from '@/contracts/lifecycle';
import { envelope, errorResponses, fileDownload, jsonBody, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { lifecycleAction, transitionRoute } from './lifecycle-route';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Company work-order lifecycle'];
const access = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);

export const confirmAssignment = transitionRoute({
  operationId: 'confirmEngineerSchedule',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM,
  tags,
  access,
  body: lifecycleAction,
  summary: 'Confirm the engineer’s confirmed schedule (12 Pending Confirmation → 2 Schedule Confirmed). Notifies the engineer',
});

export const confirmCheckIn = transitionRoute({
  operationId: 'confirmCheckIn',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM_CHECK_IN,
  tags,
  access,
  body: lifecycleAction,
  summary: 'Confirm the engineer’s check-in (3 Checked In stays 3; once)',
});

export const confirmCheckOut = transitionRoute({
  operationId: 'confirmCheckOut',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM_CHECK_OUT,
  tags,
  access,
  body: lifecycleAction,
  summary: 'Confirm the engineer’s check-out (4 Pending Deliverables stays 4; once)',
});

export const complete = transitionRoute({
  operationId: 'completeWorkOrderForEngineer',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.COMPLETE,
  tags,
  access,
  body: lifecycleAction,
  summary: 'Complete on the engineer’s behalf (5 Pending Completion → 6 Pending Approval); starts the approval deadline',
});

export const approve = transitionRoute({
  operationId: 'approveWorkOrder',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.APPROVE,
  tags,
  access,
  body: lifecycleAction,
  summary: 'Approve the work (6 Pending Approval → 7 Pending Payment); payment is due within the order’s payment days',
});

export const sendForCorrection = transitionRoute({
  operationId: 'sendForCorrection',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.SEND_FOR_CORRECTION,
  tags,
  access,
  body: sendForCorrectionSchema.openapi('SendForCorrectionRequest'),
  summary: 'Send back for correction with a note (6 Pending Approval → 4 Pending Deliverables); the engineer sees the note',
});

export const pay = createRoute(idempotent({
  operationId: 'payWorkOrder',
  method: 'patch',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.PAY,
  tags,
  summary:
    'Record the payment (7 Pending Payment → 8 Paid): the agreed pay (hourly × hours worked up to the cap, fixed, or blended) plus approved ' +
    'expenses, computed by the server. With expected_total, a different total now is a 409',
  ...access,
  request: { body: jsonBody(payAssignmentSchema.openapi('PayAssignmentRequest')) },
  responses: { 200: jsonContent(envelope(paymentResultSchema.openapi('PaymentResult')), 'Paid; the recorded payment'), ...errorResponses(400, 401, 403, 404, 409) },
}));

export const paymentBreakdown = createRoute({
  operationId: 'getPaymentBreakdown',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.PAYMENT_BREAKDOWN,
  tags,
  summary: 'What pay-assignment would record now, part by part, to show before paying',
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { query: paymentBreakdownQuerySchema },
  responses: { 200: jsonContent(envelope(paymentBreakdownSchema.openapi('PaymentBreakdown')), 'The breakdown'), ...errorResponses(400, 401, 403, 404) },
});

export const downloadDeliverable = createRoute({
  operationId: 'downloadDeliverable',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.DELIVERABLE_FILE,
  tags,
  summary: 'Download a delivered file (`?id=` of the deliverable) of one of the user’s orders',
  ...access,
  request: { query: deliverableFileQuerySchema },
  responses: fileDownload,
});
