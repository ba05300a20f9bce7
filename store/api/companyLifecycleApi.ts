import { COMPANY_ASSIGNMENT_ENDPOINTS, type LifecycleAction } from '@/constants';
import type { PaymentBreakdown } from '@/contracts/lifecycle';
import { api, readEnvelope, downloadRequest, readEnvelopeMessage, toObjectUrl, apiTag } from './baseApi';
import { changedOrderTags } from './workOrdersApi';

// The company side's steps after assignment: confirm, confirm check-in and
// check-out, complete, approve, send for correction, record payment. Each refreshes the order,
// the lists and the timeline, also when refused: a 409 means another party moved the order
// first, and the page should show where it is now.

/** The transitions that send nothing but the order, each to its own PATCH path. */
export const COMPANY_TRANSITION_PATHS = {
  confirmAssignment: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM,
  confirmCheckIn: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM_CHECK_IN,
  confirmCheckOut: COMPANY_ASSIGNMENT_ENDPOINTS.CONFIRM_CHECK_OUT,
  complete: COMPANY_ASSIGNMENT_ENDPOINTS.COMPLETE,
  approve: COMPANY_ASSIGNMENT_ENDPOINTS.APPROVE,
} as const satisfies Partial<Record<LifecycleAction, string>>;

export type CompanyTransition = keyof typeof COMPANY_TRANSITION_PATHS;

export type CompanyTransitionArg = { action: CompanyTransition; assignmentId: number };

export const companyLifecycleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the toast text. */
    transitionWorkOrder: build.mutation<string, CompanyTransitionArg>({
      query: ({ action, assignmentId }) => ({ url: COMPANY_TRANSITION_PATHS[action], method: 'PATCH', body: { assignment_id: assignmentId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { assignmentId }) => changedOrderTags(assignmentId),
    }),
    /** Back to Pending Deliverables with a note the engineer sees; a 400 names the `note` field. */
    sendForCorrection: build.mutation<string, { assignmentId: number; note: string }>({
      query: ({ assignmentId, note }) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.SEND_FOR_CORRECTION, method: 'PATCH', body: { assignment_id: assignmentId, note } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { assignmentId }) => changedOrderTags(assignmentId),
    }),
    /** What recording the payment would pay now, part by part; refreshed with the order (expenses decided). */
    getPaymentBreakdown: build.query<PaymentBreakdown, number>({
      query: (id) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.PAYMENT_BREAKDOWN, params: { id } }),
      transformResponse: readEnvelope<PaymentBreakdown>,
      providesTags: (_result, _error, id) => [apiTag('WorkOrder', id)],
    }),
    /** Records the payment; with the total shown, the server refuses (409) a total that changed since. */
    payWorkOrder: build.mutation<string, { assignmentId: number; expectedTotal?: number }>({
      query: ({ assignmentId, expectedTotal }) => ({
        url: COMPANY_ASSIGNMENT_ENDPOINTS.PAY,
        method: 'PATCH',
        body: { assignment_id: assignmentId, expected_total: expectedTotal },
      }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { assignmentId }) => changedOrderTags(assignmentId),
    }),
    /** A file the engineer delivered (by the deliverable's id), as an object URL. */
    downloadDeliverableFile: build.mutation<string, number>({
      query: (id) => downloadRequest(COMPANY_ASSIGNMENT_ENDPOINTS.DELIVERABLE_FILE, { id }),
      transformResponse: toObjectUrl,
    }),
  }),
});

export const {
  useTransitionWorkOrderMutation,
  useSendForCorrectionMutation,
  useGetPaymentBreakdownQuery,
  usePayWorkOrderMutation,
  useDownloadDeliverableFileMutation,
} = companyLifecycleApi;
