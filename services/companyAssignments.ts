import axios, { type AxiosProgressEvent } from 'axios';
import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type {
  AssignmentDetails,
  AssignmentInput,
  AssignmentListQuery,
  AssignmentSummary,
  TalentEngineer,
} from '@/contracts/assignment';
import type { ApiEnvelope, ApiPage } from '@/contracts/envelope';
import { apiClient, readData, readPage } from './apiClient';
import { getApiErrorMessage } from './apiErrors';

// Company-side work orders (company and customer users). Only this module knows their URLs.

export type AssignmentListParams = Partial<AssignmentListQuery>;

export type AssignmentUpload = {
  draft: AssignmentInput;
  files: File[];
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
};

const progressHandler = (onProgress?: (percent: number) => void) =>
  onProgress
    ? (event: AxiosProgressEvent) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
    : undefined;

/** The draft as JSON in `data`, the new documents as `documents` parts. */
function toFormData(data: unknown, files: File[]): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const file of files) body.append('documents', file, file.name);
  return body;
}

export async function createAssignment({ draft, files, onProgress }: AssignmentUpload): Promise<{ message: string; id: number }> {
  const response = await apiClient.post<ApiEnvelope<{ id: number }>>(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, toFormData(draft, files), {
    onUploadProgress: progressHandler(onProgress),
  });
  return { message: response.data.message, id: readData(response).id };
}

export async function updateAssignment({
  id,
  removeDocumentIds,
  draft,
  files,
  onProgress,
}: AssignmentUpload & { id: number; removeDocumentIds: number[] }): Promise<string> {
  const data = { ...draft, assignment_id: id, remove_document_ids: removeDocumentIds };
  const response = await apiClient.patch<ApiEnvelope<unknown>>(COMPANY_ASSIGNMENT_ENDPOINTS.UPDATE, toFormData(data, files), {
    onUploadProgress: progressHandler(onProgress),
  });
  return response.data.message;
}

export async function getAssignments(params: AssignmentListParams): Promise<ApiPage<AssignmentSummary>> {
  return readPage(await apiClient.get<ApiEnvelope<ApiPage<AssignmentSummary>>>(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, { params }));
}

/** A 404 is the page's to show (the not-found screen), so it is not toasted. */
export async function getAssignmentDetails(id: number, includeCounterOfferData = false): Promise<AssignmentDetails> {
  const params = { id, include_counter_offer_data: includeCounterOfferData };
  return readData(await apiClient.get<ApiEnvelope<AssignmentDetails>>(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS, { params, silent: true }));
}

export async function getTalentEngineers(id: number): Promise<TalentEngineer[]> {
  const response = await apiClient.get<ApiEnvelope<TalentEngineer[] | ApiPage<TalentEngineer>>>(COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS, { params: { id } });
  const data = readData(response);
  return Array.isArray(data) ? data : (data?.data ?? []);
}

const patch = async (path: string, body: unknown) => (await apiClient.patch<ApiEnvelope<unknown>>(path, body)).data.message;

export const assignEngineer = (assignmentId: number, engineerId: number) =>
  patch(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN, { assignment_id: assignmentId, engineer_id: engineerId });

export const declineEngineer = (assignmentId: number, engineerId: number) =>
  patch(COMPANY_ASSIGNMENT_ENDPOINTS.DECLINE, { assignment_id: assignmentId, engineer_id: engineerId });

export const cancelAssignment = (assignmentId: number, reason?: string) =>
  patch(COMPANY_ASSIGNMENT_ENDPOINTS.CANCEL, { assignment_id: assignmentId, reason: reason || null });

export async function deleteAssignment(assignmentId: number): Promise<string> {
  return (await apiClient.delete<ApiEnvelope<unknown>>(COMPANY_ASSIGNMENT_ENDPOINTS.DELETE, { data: { assignment_id: assignmentId } })).data.message;
}

/**
 * A private document of the order, fetched with the bearer token, as a Blob to save. A failure
 * arrives as a Blob too, so its message is read here and thrown as an Error for the caller.
 */
export async function downloadAssignmentDocument(documentId: number): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(COMPANY_ASSIGNMENT_ENDPOINTS.DOCUMENT, { params: { id: documentId }, responseType: 'blob', silent: true });
    return response.data;
  } catch (error) {
    throw new Error(await readBlobErrorMessage(error));
  }
}

async function readBlobErrorMessage(error: unknown): Promise<string> {
  const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
  if (body instanceof Blob) {
    try {
      const parsed = JSON.parse(await body.text()) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through to the generic text
    }
  }
  return getApiErrorMessage(error);
}
