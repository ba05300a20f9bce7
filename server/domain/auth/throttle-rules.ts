// How often each kind of request may come, per client address and per email. The counters
// live in the database (rate_limits), so every server instance enforces the same limits.

const MINUTE = 60_000;

export type ThrottleRule = {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The start of the 429 message; "Try again in …" follows. */
  message: string;
};

/** Sign-in: attempts for one account from one address before the growing delays start. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** The longest wait between two attempts of one account and address pair. */
export const LOGIN_MAX_DELAY_MS = 15 * MINUTE;
/** A pair's attempts are forgotten this long after its first one. */
export const LOGIN_PAIR_MEMORY_MS = 24 * 60 * MINUTE;
export const LOGIN_PAIR_BUCKET = 'login_pair';
/** An address the account signed in from counts as the owner's for this long after the last time. */
export const KNOWN_ADDRESS_MEMORY_MS = 90 * 24 * 60 * MINUTE;

export const THROTTLES = {
  /** Failed sign-ins from one address, whatever the account. */
  loginAddress: { bucket: 'login_address', limit: 20, windowMs: 15 * MINUTE, message: 'Too many failed sign-ins from your network.' },
  /**
   * Failed sign-ins for one account from all the addresses it has never signed in from: many
   * addresses guessing one password together. Its known addresses are not counted nor refused.
   */
  loginAccountUnknownAddresses: {
    bucket: 'login_account_unknown',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many failed sign-ins for this account. Sign in from a network you have used before, or reset your password.',
  },
  /** New passwords set with a reset token (update-reset-token), counted whether the token is right or not. */
  resetPasswordAddress: { bucket: 'reset_password_address', limit: 10, windowMs: 15 * MINUTE, message: 'Too many password reset attempts from your network.' },
  /** Wrong guesses at a mailed code (verify-email, verify-otp), on top of the five guesses each code allows; a right one is given back. */
  codeGuessAddress: { bucket: 'code_guess_address', limit: 20, windowMs: 15 * MINUTE, message: 'Too many wrong codes from your network.' },
  /** Mailed codes and reset links (send-otp, create-reset-token). */
  resetMailAddress: { bucket: 'reset_mail_address', limit: 20, windowMs: 60 * MINUTE, message: 'Too many password reset requests.' },
  resetMailEmail: { bucket: 'reset_mail_email', limit: 5, windowMs: 60 * MINUTE, message: 'Too many password reset requests for this email.' },
  /** New accounts (engineer sign-up, company registration). */
  signupAddress: { bucket: 'signup_address', limit: 20, windowMs: 60 * MINUTE, message: 'Too many sign-ups from your network.' },
  signupEmail: { bucket: 'signup_email', limit: 5, windowMs: 60 * MINUTE, message: 'Too many sign-up attempts for this email.' },
  /**
   * Calendar feed fetches. The secret cannot be guessed; this only bounds the load one address
   * makes. Calendar services fetch every subscriber's feed from a few shared addresses, so it is
   * generous.
   */
  calendarFeedAddress: { bucket: 'calendar_feed_address', limit: 600, windowMs: 15 * MINUTE, message: 'Too many calendar requests from your network.' },
} satisfies Record<string, ThrottleRule>;

/** "Try again in 40 seconds." / "Try again in 3 minutes." */
export function tryAgainIn(waitMs: number): string {
  if (waitMs < MINUTE) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  }
  const minutes = Math.ceil(waitMs / MINUTE);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
