import { AUTH_ENDPOINTS } from '@/constants';
import type { LoginInput } from '@/contracts/auth';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { LoginResult } from '@/contracts/user';
import { apiClient } from './apiClient';
import { getApiErrorMessage } from './apiErrors';

// Sign-in runs in next-auth's authorize() on the server, outside any page and its store, so
// it calls the API through the client directly. Every other account call is an endpoint in
// store/api/authApi.ts.

/**
 * The API's refusal becomes the error's message, which the sign-in form shows. `headers` carry
 * the signed address of the browser the sign-in is for (see app/api/auth/authOptions).
 */
export async function loginUser(body: LoginInput, headers: Record<string, string> = {}): Promise<LoginResult> {
  try {
    const response = await apiClient.post<ApiEnvelope<LoginResult>>(AUTH_ENDPOINTS.LOGIN, body, { headers, silent: true, skipAuthRedirect: true });
    return response.data.data;
  } catch (error) {
    throw new Error(getApiErrorMessage(error));
  }
}
