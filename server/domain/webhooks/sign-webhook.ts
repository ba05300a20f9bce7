import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks headers of one attempt: every current secret signs (after a rotation
 * the previous one too, for a while), the signatures separated by spaces.
 */
export function signWebhook({ messageId, body, secrets, at }: { messageId: string; body: string; secrets: readonly string[]; at: Date }): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
