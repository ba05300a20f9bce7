import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure of this request (a 401 still signs the user out). */
    silent?: boolean;
    /** A 401 from this request does not start the sign-out flow (e.g. revoking a token on logout). */
    skipAuthRedirect?: boolean;
  }
}
