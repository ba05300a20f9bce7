import { AppError } from '../../lib/errors';
import { checkWebhookAddress } from './check-webhook-address';

/** A 400 on `url` unless it is https and resolves to public addresses only (or private ones are allowed). */
export async function checkWebhookUrlOrThrow(url: string, allowPrivate?: boolean): Promise<void> {
  const check = await checkWebhookAddress(url, { allowPrivate });
  if (!check.ok) throw AppError.field('url', check.reason);
}
