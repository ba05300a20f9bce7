import { AUTH_ENDPOINTS } from '@/constants';
import type {
  ChangePasswordInput,
  CompanyRegisterInput,
  EngineerSignupInput,
  ResetPasswordInput,
  ResetPasswordResult,
  ResetToken,
  SessionUser,
  SignupAccepted,
  VerifyEmailInput,
  VerifyOtpInput,
} from '@/contracts/auth';
import type { ApiEnvelope } from '@/contracts/envelope';
import { api, readEnvelope } from './baseApi';

// The account calls made from pages: registration, password reset and change, the signed-in
// user, and revoking the token on logout. Sign-in itself is next-auth's (authorize() on the
// server). Mutations answer the whole envelope: forms toast its `message`.

type Message = ApiEnvelope<unknown>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<SessionUser, void>({
      query: () => ({ url: AUTH_ENDPOINTS.ME }),
      transformResponse: readEnvelope<SessionUser>,
    }),
    signupEngineer: build.mutation<ApiEnvelope<SignupAccepted>, EngineerSignupInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.ENGINEER_SIGNUP, method: 'POST', body }),
    }),
    registerCompany: build.mutation<ApiEnvelope<SignupAccepted>, CompanyRegisterInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.REGISTER_COMPANY, method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Message, VerifyEmailInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.VERIFY_EMAIL, method: 'POST', body }),
    }),
    resendVerificationCode: build.mutation<Message, string>({
      query: (email) => ({ url: AUTH_ENDPOINTS.RESEND_VERIFICATION_CODE, method: 'POST', body: { email } }),
    }),
    sendOtp: build.mutation<Message, string>({
      query: (email) => ({ url: AUTH_ENDPOINTS.SEND_OTP, method: 'POST', body: { email } }),
    }),
    verifyOtp: build.mutation<ApiEnvelope<ResetToken>, VerifyOtpInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.VERIFY_OTP, method: 'POST', body }),
    }),
    createResetToken: build.mutation<Message, string>({
      query: (email) => ({ url: AUTH_ENDPOINTS.CREATE_RESET_TOKEN, method: 'POST', body: { email } }),
    }),
    updateResetToken: build.mutation<ApiEnvelope<ResetPasswordResult>, ResetPasswordInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.UPDATE_RESET_TOKEN, method: 'POST', body }),
    }),
    changePassword: build.mutation<Message, ChangePasswordInput>({
      query: (body) => ({ url: AUTH_ENDPOINTS.CHANGE_PASSWORD, method: 'POST', body }),
    }),
    /** A token that is already gone is not worth a toast, nor a second sign-out. */
    revokeToken: build.mutation<Message, void>({
      query: () => ({ url: AUTH_ENDPOINTS.LOGOUT, method: 'POST', silent: true, skipAuthRedirect: true }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useSignupEngineerMutation,
  useRegisterCompanyMutation,
  useVerifyEmailMutation,
  useResendVerificationCodeMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useCreateResetTokenMutation,
  useUpdateResetTokenMutation,
  useChangePasswordMutation,
} = authApi;
