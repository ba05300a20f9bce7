import type { Webhook } from '@/contracts/webhooks';
import type { WebhookEndpointRow } from '../../db/schema';

export const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
