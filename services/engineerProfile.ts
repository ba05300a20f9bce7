import type { AxiosProgressEvent } from 'axios';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import {
  UPLOAD_FIELD,
  type AddLanguageInput,
  type AddSkillsInput,
  type ContactInfoInput,
  type DistanceAndRateInput,
  type EngineerProfile,
  type PaymentInfoInput,
  type PaymentInfoView,
  type SkillsAndTitles,
  type UpdateJobTitlesInput,
  type UserDocument,
  type UserLanguage,
} from '@/contracts/engineerProfile';
import type { WorkingHoursInput, WorkingHoursView } from '@/contracts/workingHours';
import type { ApiEnvelope } from '@/contracts/envelope';
import { apiClient, readData } from './apiClient';

// The signed-in engineer's own profile, one call per part (spec section 7, /engineers/*).

/** Called with 0–100 while a file uploads. */
export type UploadProgress = (percent: number) => void;

const toPercent = (onProgress?: UploadProgress) => (event: AxiosProgressEvent) => {
  if (onProgress && event.total) onProgress(Math.round((event.loaded * 100) / event.total));
};

function toFormData(file: File, fields: Record<string, string | number> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}

export async function getEngineerProfile(): Promise<EngineerProfile> {
  return readData(await apiClient.get<ApiEnvelope<EngineerProfile>>(ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO));
}

export async function updateContactInfo(values: ContactInfoInput): Promise<EngineerProfile> {
  return readData(await apiClient.patch<ApiEnvelope<EngineerProfile>>(ENGINEER_PROFILE_ENDPOINTS.UPDATE_CONTACT_INFO, values));
}

export type DistanceAndRate = { hourly_rate: number; travel_distance: number };

export async function updateDistanceAndRate(values: DistanceAndRateInput): Promise<DistanceAndRate> {
  return readData(await apiClient.patch<ApiEnvelope<DistanceAndRate>>(ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE, values));
}

export async function uploadProfilePicture(file: File, onProgress?: UploadProgress): Promise<{ profile_picture: string }> {
  const response = await apiClient.post<ApiEnvelope<{ profile_picture: string }>>(ENGINEER_PROFILE_ENDPOINTS.UPLOAD_PROFILE_PICTURE, toFormData(file), {
    onUploadProgress: toPercent(onProgress),
  });
  return readData(response);
}

export async function removeProfilePicture(): Promise<void> {
  await apiClient.patch(ENGINEER_PROFILE_ENDPOINTS.REMOVE_PROFILE_PICTURE);
}

export async function getUserLanguages(): Promise<UserLanguage[]> {
  return readData(await apiClient.get<ApiEnvelope<UserLanguage[]>>(ENGINEER_PROFILE_ENDPOINTS.GET_USER_LANGUAGES)) ?? [];
}

export async function addUserLanguage(values: AddLanguageInput): Promise<UserLanguage[]> {
  return readData(await apiClient.post<ApiEnvelope<UserLanguage[]>>(ENGINEER_PROFILE_ENDPOINTS.GET_USER_LANGUAGES, values)) ?? [];
}

export async function deleteUserLanguage(id: number): Promise<UserLanguage[]> {
  return readData(await apiClient.delete<ApiEnvelope<UserLanguage[]>>(ENGINEER_PROFILE_ENDPOINTS.DELETE_USER_LANGUAGES, { data: { id } })) ?? [];
}

export async function getSkillsAndTitles(): Promise<SkillsAndTitles> {
  return readData(await apiClient.get<ApiEnvelope<SkillsAndTitles>>(ENGINEER_PROFILE_ENDPOINTS.GET_SKILL_AND_TITLE));
}

export async function addSkills(values: AddSkillsInput): Promise<SkillsAndTitles> {
  return readData(await apiClient.post<ApiEnvelope<SkillsAndTitles>>(ENGINEER_PROFILE_ENDPOINTS.GET_SKILL_AND_TITLE, values));
}

export async function deleteSkill(skillId: number): Promise<SkillsAndTitles> {
  return readData(await apiClient.delete<ApiEnvelope<SkillsAndTitles>>(ENGINEER_PROFILE_ENDPOINTS.DELETE_SKILL, { data: { skill_id: skillId } }));
}

export async function updateJobTitles(values: UpdateJobTitlesInput): Promise<SkillsAndTitles> {
  return readData(await apiClient.patch<ApiEnvelope<SkillsAndTitles>>(ENGINEER_PROFILE_ENDPOINTS.UPDATE_JOB_TITLE, values));
}

export async function getUserDocuments(): Promise<UserDocument[]> {
  return readData(await apiClient.get<ApiEnvelope<UserDocument[]>>(ENGINEER_PROFILE_ENDPOINTS.GET_USER_DOCUMENTS)) ?? [];
}

/** Stores one document of a type (multipart `file` and `document_type_id`); answers the stored document. */
export async function uploadUserDocument(documentTypeId: number, file: File, onProgress?: UploadProgress): Promise<UserDocument> {
  const response = await apiClient.post<ApiEnvelope<UserDocument>>(
    ENGINEER_PROFILE_ENDPOINTS.GET_USER_DOCUMENTS,
    toFormData(file, { document_type_id: documentTypeId }),
    { onUploadProgress: toPercent(onProgress) },
  );
  return readData(response);
}

export async function deleteUserDocument(id: number): Promise<void> {
  await apiClient.delete(ENGINEER_PROFILE_ENDPOINTS.DELETE_DOCUMENT, { data: { id } });
}

/** The engineer's own document, fetched with their token (documents are never public). */
export async function downloadUserDocument(id: number): Promise<Blob> {
  return (await apiClient.get<Blob>(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENT, { params: { id }, responseType: 'blob' })).data;
}

/** Saved payment details with the account identifier masked; null when none are saved. */
export async function getPaymentInfo(): Promise<PaymentInfoView | null> {
  return readData(await apiClient.get<ApiEnvelope<PaymentInfoView | null>>(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO)) ?? null;
}

export async function savePaymentInfo(values: PaymentInfoInput): Promise<PaymentInfoView> {
  return readData(await apiClient.put<ApiEnvelope<PaymentInfoView>>(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO, values));
}

export async function getWorkingHours(): Promise<WorkingHoursView> {
  return readData(await apiClient.get<ApiEnvelope<WorkingHoursView>>(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR));
}

export async function updateWorkingHours(values: WorkingHoursInput): Promise<WorkingHoursView> {
  return readData(await apiClient.put<ApiEnvelope<WorkingHoursView>>(ENGINEER_PROFILE_ENDPOINTS.UPDATE_WORKING_HOURS, values));
}
