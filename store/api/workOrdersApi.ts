import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { AssignmentInput, AssignmentListQuery, AssignmentSummary, TalentEngineer } from '@/contracts/assignment';
import type { ApiPage, CappedApiPage } from '@/contracts/envelope';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import { api, readEnvelope, readEnvelopeCappedPage, type ApiRequest, downloadRequest, readEnvelopeMessage, toObjectUrl, apiTag } from './baseApi';
import { logTag } from './logsApi';
import { toFormData } from './formData';

// Company-side work orders (company and customer users). Each mutation refreshes exactly what
// it changed: the order's details, the lists (statuses, applicant counts), its applicants and
// its timeline.

export type WorkOrderListParams = Partial<AssignmentListQuery>;
export type WorkOrderDetailsArg = { id: number; includeCounterOfferData?: boolean };
export type WorkOrderUpload = {
  draft: AssignmentInput;
  files: File[];
  /** Stored files of a template or an order to attach again (a duplicate, an order from a template). */
  reuseFileIds?: number[];
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
};
export type WorkOrderUpdate = WorkOrderUpload & { id: number; removeDocumentIds: number[] };
type EngineerChoice = { assignmentId: number; engineerId: number };

const LIST_TAG = apiTag('WorkOrder', 'LIST');
const orderTag = (id: number) => apiTag('WorkOrder', id);
const talentTag = (id: number) => apiTag('Talent', id);

/** What a transition of an order changes: its details, the lists and its timeline. */
export const changedOrderTags = (id: number) => [orderTag(id), LIST_TAG, logTag(id)];

/** Assign and decline send the same body to their own paths. */
const chooseEngineer =
  (url: string) =>
  ({ assignmentId, engineerId }: EngineerChoice): ApiRequest => ({ url, method: 'PATCH', body: { assignment_id: assignmentId, engineer_id: engineerId } });

/** The draft is nested, so it goes as JSON in `data`; the new documents as `documents` parts. */
const toDraftForm = (data: unknown, files: File[]) => toFormData({ data: JSON.stringify(data), documents: files });

export const workOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkOrders: build.query<CappedApiPage<AssignmentSummary>, WorkOrderListParams>({
      query: (params) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, params }),
      transformResponse: readEnvelopeCappedPage<AssignmentSummary>,
      providesTags: [LIST_TAG],
    }),
    // A 404 is the page's to show (the not-found screen), so it is not toasted.
    getWorkOrder: build.query<CompanyWorkOrderDetails, WorkOrderDetailsArg>({
      query: ({ id, includeCounterOfferData = false }) => ({
        url: COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS,
        params: { id, include_counter_offer_data: includeCounterOfferData },
        silent: true,
      }),
      transformResponse: readEnvelope<CompanyWorkOrderDetails>,
      providesTags: (_result, _error, { id }) => [orderTag(id)],
    }),
    getTalentEngineers: build.query<TalentEngineer[], number>({
      query: (id) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS, params: { id } }),
      transformResponse: (response: unknown) => {
        const data = readEnvelope<TalentEngineer[] | ApiPage<TalentEngineer> | null>(response);
        return Array.isArray(data) ? data : (data?.data ?? []);
      },
      providesTags: (_result, _error, id) => [talentTag(id)],
    }),
    assignEngineer: build.mutation<string, EngineerChoice>({
      query: chooseEngineer(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { assignmentId }) => [...changedOrderTags(assignmentId), talentTag(assignmentId)],
    }),
    // The list shows applicant counts; the details page counts applicants from the talent list.
    declineEngineer: build.mutation<string, EngineerChoice>({
      query: chooseEngineer(COMPANY_ASSIGNMENT_ENDPOINTS.DECLINE),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { assignmentId }) => [talentTag(assignmentId), LIST_TAG, logTag(assignmentId)],
    }),
    cancelWorkOrder: build.mutation<string, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.CANCEL, method: 'PATCH', body: { assignment_id: id, reason: reason || null } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { id }) => [...changedOrderTags(id), talentTag(id)],
    }),
    // Not the order's own tag: its page is still open and would refetch a 404 before leaving.
    deleteWorkOrder: build.mutation<string, number>({
      query: (id) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.DELETE, method: 'DELETE', body: { assignment_id: id } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: [LIST_TAG],
    }),
    createWorkOrder: build.mutation<{ message: string; id: number }, WorkOrderUpload>({
      query: ({ draft, files, reuseFileIds = [], onProgress }) => ({
        url: COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS,
        method: 'POST',
        body: toDraftForm(reuseFileIds.length ? { ...draft, reuse_file_ids: reuseFileIds } : draft, files),
        onProgress,
      }),
      transformResponse: (response: unknown) => ({ message: readEnvelopeMessage(response), id: readEnvelope<{ id: number }>(response).id }),
      invalidatesTags: [LIST_TAG],
    }),
    updateWorkOrder: build.mutation<string, WorkOrderUpdate>({
      query: ({ id, removeDocumentIds, draft, files, onProgress }) => ({
        url: COMPANY_ASSIGNMENT_ENDPOINTS.UPDATE,
        method: 'PATCH',
        body: toDraftForm({ ...draft, assignment_id: id, remove_document_ids: removeDocumentIds }, files),
        onProgress,
      }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, _error, { id }) => changedOrderTags(id),
    }),
    /** A document of the order, as an object URL (see downloadRequest). */
    downloadWorkOrderDocument: build.mutation<string, number>({
      query: (id) => downloadRequest(COMPANY_ASSIGNMENT_ENDPOINTS.DOCUMENT, { id }),
      transformResponse: toObjectUrl,
    }),
  }),
});

export const {
  useGetWorkOrdersQuery,
  useGetWorkOrderQuery,
  useGetTalentEngineersQuery,
  useAssignEngineerMutation,
  useDeclineEngineerMutation,
  useCancelWorkOrderMutation,
  useDeleteWorkOrderMutation,
  useCreateWorkOrderMutation,
  useUpdateWorkOrderMutation,
  useDownloadWorkOrderDocumentMutation,
} = workOrdersApi;
