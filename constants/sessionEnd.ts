// Why a signed-in session stopped working. The API answers 401 with one of these messages; the
// portal recognises it, signs out and says why on the role's sign-in page (`?reason=`).

export const SESSION_END_REASONS = {
  blocked: 'Your account has been blocked. Contact your company.',
  passwordChanged: 'Your password was changed. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

/** Sign-in refused until the email is verified; the sign-in page then offers the way to verify. */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your email before signing in: enter the code we mailed you when you signed up, or ask for a new one.';

export type SessionEndReason = keyof typeof SESSION_END_REASONS;

/** Why a token was revoked, kept on the token so its next request can say so. */
export type TokenRevokeReason = 'signedOut' | 'passwordChanged' | 'blocked' | 'deleted';

/** The reason a 401 message names; an unknown message reads as an expired session. */
export function findSessionEndReason(message: string | undefined): SessionEndReason {
  const reasons = Object.keys(SESSION_END_REASONS) as SessionEndReason[];
  return reasons.find((reason) => SESSION_END_REASONS[reason] === message) ?? 'expired';
}

/** `?reason=` of a sign-in page, read back; anything else is no reason. */
export function parseSessionEndReason(value: string | null | undefined): SessionEndReason | undefined {
  return value && Object.hasOwn(SESSION_END_REASONS, value) ? (value as SessionEndReason) : undefined;
}
