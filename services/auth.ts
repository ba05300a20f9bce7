import { AUTH_ENDPOINTS } from '@/constants';
import type { LoginInput, LoginResult } from '@/contracts/auth';
import type { ApiEnvelope } from '@/contracts/envelope';
import { apiClient } from './apiClient';
import { getApiErrorMessage, getApiErrorStatus } from './apiErrors';

// Sign-in and sign-out run in next-auth on the server (authorize() and the signOut event), outside
// any page and its store, so they call the API through the client directly. Every other account
// call is an endpoint in store/api/authApi.ts.

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

/**
 * Revokes the API token of a session that signs out. A 401 means it is gone already (revoked,
 * expired, the account blocked); any other failure is logged, and the sign-out goes on.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await apiClient.post(AUTH_ENDPOINTS.LOGOUT, undefined, { headers: { Authorization: `Bearer ${token}` }, silent: true, skipAuthRedirect: true });
  } catch (error) {
    if (getApiErrorStatus(error) !== 401) console.error(`Could not revoke the API token at sign-out: ${getApiErrorMessage(error)}`);
  }
}
