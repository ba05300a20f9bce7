import { AUTH_ENDPOINTS, type SignedInRole } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { ApiUser, LoginResult } from '@/contracts/user';
import { apiClient } from './apiClient';

export type LoginBody = { email: string; password: string; role?: SignedInRole };
export type EngineerSignupBody = { first_name: string; last_name: string; email: string; phone?: string; password: string };
export type CompanyRegistrationBody = EngineerSignupBody & { company_name: string };
export type ChangePasswordBody = { old_password: string; new_password: string };

type Envelope<T> = Promise<ApiEnvelope<T>>;

/** Called by next-auth's authorize() on the server; its failures are the sign-in form's to show. */
export async function loginUser(body: LoginBody): Envelope<LoginResult> {
  return (await apiClient.post<ApiEnvelope<LoginResult>>(AUTH_ENDPOINTS.LOGIN, body, { silent: true, skipAuthRedirect: true })).data;
}

/** Revokes the bearer token in use; a token that is already gone is not an error worth showing. */
export async function logoutUser(): Envelope<unknown> {
  return (await apiClient.post<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.LOGOUT, undefined, { silent: true, skipAuthRedirect: true })).data;
}

export async function getMe(): Envelope<ApiUser> {
  return (await apiClient.get<ApiEnvelope<ApiUser>>(AUTH_ENDPOINTS.ME)).data;
}

export async function signupEngineer(body: EngineerSignupBody): Envelope<{ user: ApiUser }> {
  return (await apiClient.post<ApiEnvelope<{ user: ApiUser }>>(AUTH_ENDPOINTS.ENGINEER_SIGNUP, body)).data;
}

export async function registerCompany(body: CompanyRegistrationBody): Envelope<{ user: ApiUser }> {
  return (await apiClient.post<ApiEnvelope<{ user: ApiUser }>>(AUTH_ENDPOINTS.REGISTER_COMPANY, body)).data;
}

export async function sendOtp(email: string): Envelope<unknown> {
  return (await apiClient.post<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.SEND_OTP, { email })).data;
}

export async function verifyOtp(email: string, otp: string): Envelope<{ reset_token: string }> {
  return (await apiClient.post<ApiEnvelope<{ reset_token: string }>>(AUTH_ENDPOINTS.VERIFY_OTP, { email, otp })).data;
}

export async function createResetToken(email: string): Envelope<unknown> {
  return (await apiClient.post<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.CREATE_RESET_TOKEN, { email })).data;
}

export async function updateResetToken(resetToken: string, password: string): Envelope<unknown> {
  const body = { reset_token: resetToken, password };
  return (await apiClient.post<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.UPDATE_RESET_TOKEN, body)).data;
}

export async function changePassword(body: ChangePasswordBody): Envelope<unknown> {
  return (await apiClient.post<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.CHANGE_PASSWORD, body)).data;
}

export async function deleteUser(password: string): Envelope<unknown> {
  return (await apiClient.delete<ApiEnvelope<unknown>>(AUTH_ENDPOINTS.DELETE_USER, { data: { password } })).data;
}
