import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type {
  AppliedListQuery,
  CounterOfferInput,
  EngineerAssignmentDetails,
  EngineerAssignmentRow,
} from '@/contracts/engineerAssignments';
import type { ApiEnvelope, ApiPage } from '@/contracts/envelope';
import { apiClient, readData, readPage } from './apiClient';

// The engineer's side of work orders: find work, apply, counter offer, my work. Only this
// module knows their URLs.

/** Find-work filters as the query string carries them (skill ids comma-separated, dates YYYY-MM-DD). */
export type FindWorkParams = {
  page: number;
  per_page: number;
  within_distance?: boolean;
  skill_ids?: number[];
  payment_type?: number | null;
  min_pay?: number | null;
  start_from?: string | null;
  start_to?: string | null;
  sort_by?: 'distance' | 'start_at' | 'created_at';
  order?: 'asc' | 'desc';
};

/** Leaves out filters that are not set, so the URL says only what was chosen. */
export function toFindWorkQuery(params: FindWorkParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, per_page: params.per_page };
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

/** Open work orders an engineer may apply for, nearest first unless sorted otherwise. */
export async function findWork(params: FindWorkParams): Promise<ApiPage<EngineerAssignmentRow>> {
  return readPage(await apiClient.get<ApiEnvelope<ApiPage<EngineerAssignmentRow>>>(ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, { params: toFindWorkQuery(params) }));
}

export async function getFindWorkDetails(id: number): Promise<EngineerAssignmentDetails> {
  return readData(await apiClient.get<ApiEnvelope<EngineerAssignmentDetails>>(ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS, { params: { id }, silent: true }));
}

/** The engineer's own work: orders they applied for or are assigned to, by engineer-side status (11 All). */
export async function getMyWork(params: Pick<AppliedListQuery, 'page' | 'per_page' | 'status'>): Promise<ApiPage<EngineerAssignmentRow>> {
  return readPage(await apiClient.get<ApiEnvelope<ApiPage<EngineerAssignmentRow>>>(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED, { params }));
}

export async function getMyWorkDetails(id: number): Promise<EngineerAssignmentDetails> {
  return readData(await apiClient.get<ApiEnvelope<EngineerAssignmentDetails>>(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED_DETAILS, { params: { id }, silent: true }));
}

export async function applyForAssignment(assignmentId: number): Promise<string> {
  return (await apiClient.post<ApiEnvelope<unknown>>(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY, { assignment_id: assignmentId })).data.message;
}

export async function createCounterOffer(offer: CounterOfferInput): Promise<string> {
  return (await apiClient.post<ApiEnvelope<unknown>>(ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER, offer)).data.message;
}

/** Withdraws the engineer's open application (leave-assignment). */
export async function withdrawApplication(assignmentId: number): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(ENGINEER_ASSIGNMENT_ENDPOINTS.LEAVE, { assignment_id: assignmentId })).data.message;
}

/** A document of an order the engineer applied for or is assigned to, fetched with their token. */
export async function downloadAssignmentDocument(documentId: number): Promise<Blob> {
  return (await apiClient.get<Blob>(ENGINEER_ASSIGNMENT_ENDPOINTS.DOCUMENT, { params: { id: documentId }, responseType: 'blob' })).data;
}
