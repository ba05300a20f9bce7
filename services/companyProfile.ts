import type { AxiosProgressEvent } from 'axios';
import { COMPANY_ENDPOINTS } from '@/constants';
import type { CompanyProfile, CompanyProfileInput, UserDetailsInput } from '@/contracts/company';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { ApiUser } from '@/contracts/user';
import { apiClient, readData } from './apiClient';

// The company profile and the signed-in user's own details. Only this module knows their URLs.

export async function getCompanyProfile(companyId?: number): Promise<CompanyProfile> {
  const params = companyId ? { id: companyId } : undefined;
  return readData(await apiClient.get<ApiEnvelope<CompanyProfile>>(COMPANY_ENDPOINTS.COMPANY_PROFILE, { params }));
}

export type CompanyProfileUpdate = {
  data: CompanyProfileInput;
  /** A new logo, sent beside the details. */
  logo?: File;
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
};

export async function updateCompanyProfile({ data, logo, onProgress }: CompanyProfileUpdate): Promise<{ message: string; profile: CompanyProfile }> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (logo) body.append('logo', logo, logo.name);
  const onUploadProgress = onProgress
    ? (event: AxiosProgressEvent) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
    : undefined;
  const response = await apiClient.post<ApiEnvelope<CompanyProfile>>(COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE, body, { onUploadProgress });
  return { message: response.data.message, profile: readData(response) };
}

export async function removeCompanyLogo(): Promise<{ message: string; profile: CompanyProfile }> {
  const response = await apiClient.patch<ApiEnvelope<CompanyProfile>>(COMPANY_ENDPOINTS.REMOVE_COMPANY_LOGO);
  return { message: response.data.message, profile: readData(response) };
}

export async function updateUserDetails(body: UserDetailsInput): Promise<{ message: string; user: ApiUser }> {
  const response = await apiClient.patch<ApiEnvelope<ApiUser>>(COMPANY_ENDPOINTS.UPDATE_USER_DETAILS, body);
  return { message: response.data.message, user: readData(response) };
}
