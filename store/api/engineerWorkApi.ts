import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type {
  AppliedListQuery,
  CounterOfferInput,
  EngineerAssignmentDetails,
  EngineerAssignmentRow,
} from '@/contracts/engineerAssignments';
import type { FIND_WORK_SORT_FIELDS } from '@/contracts/engineerAssignments';
import type { ApiPage, CappedApiPage } from '@/contracts/envelope';
import { type EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import { api, readEnvelope, readEnvelopeCappedPage, readEnvelopePage, downloadRequest, toObjectUrl, readEnvelopeMessage, apiTag, type SentOnce } from './baseApi';
import { logTag } from './logsApi';
import { onSiteRequests, toOnSiteApiRequest } from './onSiteRequests';

// The engineer's side of work orders: find work, apply, counter offer, my work and the work
// itself (confirm, check in and out, deliverables, complete). Find work is the LIST, my work
// MY_WORK, each order its own id; what an engineer does to an order refreshes those and the
// order's log (its timeline).

export type FindWorkSort = (typeof FIND_WORK_SORT_FIELDS)[number];

/** What the engineer narrowed Find Work to. */
export type FindWorkFilters = {
  /** Keywords, as typed. */
  q: string | null;
  within_distance: boolean;
  skill_ids: number[];
  payment_type: number | null;
  min_pay: number | null;
  /** YYYY-MM-DD, as date inputs give them. */
  start_from: string | null;
  start_to: string | null;
  sort_by: FindWorkSort;
};

/** One page of Find Work: the chosen filters (skill ids and dates as the form holds them). */
export type FindWorkParams = Partial<FindWorkFilters> & { page: number; per_page: number; order?: 'asc' | 'desc' };

export type MyWorkParams = Pick<AppliedListQuery, 'page' | 'per_page' | 'status'>;

/** Where the browser says the engineer is, when it was granted. */
export type BrowserPosition = { latitude: number; longitude: number };
/** A step of the engineer's on-site work; `once` when the step may be queued offline (useRunOrQueue). */
export type OnSiteStep = { assignmentId: number; once?: SentOnce };
export type CheckInOutArg = OnSiteStep & { position: BrowserPosition | null };
export type DeliverableUpload = OnSiteStep & { deliverableId: number; file: File; onProgress?: (percent: number) => void };

/** A customer's sign-off as taken on site: everything needed to send it now or later (e.g. from an offline queue). */
export type SignOff = { png: Blob; name: string; signedAt: Date; position: BrowserPosition | null };
export type SignOffSubmission = OnSiteStep & { signOff: SignOff };

const FIND_WORK_TAG = apiTag('EngineerWork', 'LIST');
const MY_WORK_TAG = apiTag('EngineerWork', 'MY_WORK');

/** Leaves out filters that are not set, so the URL says only what was chosen. */
export function toFindWorkQuery(params: FindWorkParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, per_page: params.per_page };
  if (params.q?.trim()) query.q = params.q.trim();
  if (params.within_distance) query.within_distance = 'true';
  if (params.skill_ids?.length) query.skill_ids = params.skill_ids.join(',');
  if (params.payment_type) query.payment_type = params.payment_type;
  if (typeof params.min_pay === 'number' && params.min_pay > 0) query.min_pay = params.min_pay;
  if (params.start_from) query.start_from = params.start_from;
  if (params.start_to) query.start_to = params.start_to;
  if (params.sort_by) query.sort_by = params.sort_by;
  if (params.order) query.order = params.order;
  return query;
}

const orderTag = (id: number) => apiTag('EngineerWork', id);

/** Applying (plain or with a counter offer), withdrawing or leaving moves the order between both lists and changes its details. */
const invalidateOrder = (id: number) => [FIND_WORK_TAG, MY_WORK_TAG, orderTag(id), logTag(id)];

/** A step of the work changes the order's status in My Work, its details and its timeline. */
const invalidateWork = (id: number) => [MY_WORK_TAG, orderTag(id), logTag(id)];

/** A transition that needs nothing but the order: PATCH with `{ assignment_id }`. */
const transition = (url: string) => (assignmentId: number) => ({ url, method: 'PATCH' as const, body: { assignment_id: assignmentId } });

export const engineerWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Open work orders an engineer may apply for, nearest first unless sorted otherwise. */
    findWork: build.query<CappedApiPage<EngineerAssignmentRow>, FindWorkParams>({
      query: (params) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, params: toFindWorkQuery(params) }),
      transformResponse: readEnvelopeCappedPage<EngineerAssignmentRow>,
      providesTags: [FIND_WORK_TAG],
    }),
    /** An open order or one of the engineer's; a 404 is shown on the page, not toasted. */
    getFindWorkDetails: build.query<EngineerAssignmentDetails, number>({
      query: (id) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS, params: { id }, silent: true }),
      transformResponse: readEnvelope<EngineerAssignmentDetails>,
      providesTags: (_result, _error, id) => [apiTag('EngineerWork', id)],
    }),
    /** The engineer's own work: orders they applied for or are assigned to, by engineer-side status (11 All). */
    getMyWork: build.query<ApiPage<EngineerAssignmentRow>, MyWorkParams>({
      query: (params) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED, params }),
      transformResponse: readEnvelopePage<EngineerAssignmentRow>,
      providesTags: [MY_WORK_TAG],
    }),
    /** One of the engineer's orders, with how the work goes (progress) once it is assigned to them. */
    getMyWorkDetails: build.query<EngineerWorkOrderDetails, number>({
      query: (id) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED_DETAILS, params: { id }, silent: true }),
      transformResponse: readEnvelope<EngineerWorkOrderDetails>,
      providesTags: (_result, _error, id) => [apiTag('EngineerWork', id)],
    }),
    /** Applies on the posted terms, with a note to the company when there is one; answers the toast text. */
    applyForAssignment: build.mutation<string, { assignmentId: number; note?: string | null }>({
      query: ({ assignmentId, note }) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY, method: 'POST', body: { assignment_id: assignmentId, ...(note ? { note } : {}) } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : invalidateOrder(assignmentId)),
    }),
    /** Applies with other pay and/or schedule. */
    createCounterOffer: build.mutation<string, CounterOfferInput>({
      query: (offer) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER, method: 'POST', body: offer }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, offer) => (error ? [] : invalidateOrder(offer.assignment_id)),
    }),
    /** Withdraws the engineer's open application, or leaves an order they are assigned to (leave-assignment). */
    leaveAssignment: build.mutation<string, number>({
      query: (assignmentId) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.LEAVE, method: 'PATCH', body: { assignment_id: assignmentId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, assignmentId) => (error ? [] : invalidateOrder(assignmentId)),
    }),
    /** 1 → 12: the assignee confirms the schedule; answers the toast text. */
    confirmSchedule: build.mutation<string, number>({
      query: transition(ENGINEER_ASSIGNMENT_ENDPOINTS.CONFIRM),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, assignmentId) => (error ? [] : invalidateWork(assignmentId)),
    }),
    /** 2 → 3: arrive on site; the time is the server's. */
    checkIn: build.mutation<string, CheckInOutArg>({
      query: ({ assignmentId, position, once }) => toOnSiteApiRequest(onSiteRequests.checkIn(assignmentId, position), once),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : invalidateWork(assignmentId)),
    }),
    /** 3 → 4: leave the site; hours worked run from check-in to here. */
    checkOut: build.mutation<string, CheckInOutArg>({
      query: ({ assignmentId, position, once }) => toOnSiteApiRequest(onSiteRequests.checkOut(assignmentId, position), once),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : invalidateWork(assignmentId)),
    }),
    /** The file of one deliverable (replacing an earlier one); the order stays in 4, so only its details change. */
    uploadDeliverable: build.mutation<string, DeliverableUpload>({
      query: ({ assignmentId, deliverableId, file, onProgress, once }) => toOnSiteApiRequest(onSiteRequests.uploadDeliverable(assignmentId, deliverableId, file), once, onProgress),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : [orderTag(assignmentId)]),
    }),
    /** The customer's signature as the order's Customer Sign-off deliverable (while checking out or handing in); the status stays. */
    addCustomerSignOff: build.mutation<string, SignOffSubmission>({
      query: ({ assignmentId, signOff, once }) => toOnSiteApiRequest(onSiteRequests.signOff(assignmentId, signOff), once),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : [orderTag(assignmentId)]),
    }),
    /** 4 → 5: hand the deliverables in; the API refuses (409, naming them) while a required one is missing. */
    submitDeliverables: build.mutation<string, OnSiteStep>({
      query: ({ assignmentId, once }) => toOnSiteApiRequest(onSiteRequests.handIn(assignmentId), once),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : invalidateWork(assignmentId)),
    }),
    /** 5 → 6: complete; the approval deadline starts. */
    completeAssignment: build.mutation<string, OnSiteStep>({
      query: ({ assignmentId, once }) => toOnSiteApiRequest(onSiteRequests.complete(assignmentId), once),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : invalidateWork(assignmentId)),
    }),
    /** A file the engineer delivered (?id= of the deliverable), as an object URL the caller saves and revokes. */
    downloadMyDeliverableFile: build.mutation<string, number>({
      query: (deliverableId) => downloadRequest(ENGINEER_ASSIGNMENT_ENDPOINTS.DELIVERABLE_FILE, { id: deliverableId }),
      transformResponse: toObjectUrl,
    }),
    /**
     * A document of an order the engineer applied for or is assigned to, fetched with their
     * token. Answers an object URL (a Blob does not belong in the store); the caller revokes it.
     */
    downloadAssignmentDocument: build.mutation<string, number>({
      query: (documentId) => downloadRequest(ENGINEER_ASSIGNMENT_ENDPOINTS.DOCUMENT, { id: documentId }),
      transformResponse: toObjectUrl,
    }),
  }),
});

export const {
  useFindWorkQuery,
  useGetFindWorkDetailsQuery,
  useGetMyWorkQuery,
  useGetMyWorkDetailsQuery,
  useApplyForAssignmentMutation,
  useCreateCounterOfferMutation,
  useLeaveAssignmentMutation,
  useDownloadAssignmentDocumentMutation,
  useConfirmScheduleMutation,
  useCheckInMutation,
  useCheckOutMutation,
  useUploadDeliverableMutation,
  useSubmitDeliverablesMutation,
  useCompleteAssignmentMutation,
  useDownloadMyDeliverableFileMutation,
  useAddCustomerSignOffMutation,
} = engineerWorkApi;
