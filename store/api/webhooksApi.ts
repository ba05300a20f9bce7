import { WEBHOOK_ENDPOINTS, withPathId } from '@/constants';
import type { ApiEnvelope, ApiPage } from '@/contracts/envelope';
import type { createWebhookSchema, updateWebhookSchema, Webhook, WebhookDelivery, WebhookSecret } from '@/contracts/webhooks';
import type { z } from 'zod';
import { api, apiTag, readEnvelope, readEnvelopeMessage, readEnvelopePage } from './baseApi';

// Webhook endpoints of the signed-in company side and their deliveries. Creating an endpoint or
// rotating its secret answers the secret, the only time it is seen. Changes refresh the list;
// a retry or a test event refreshes that endpoint's deliveries.

const WEBHOOK_LIST = { type: 'Webhook', id: 'LIST' } as const;
const deliveriesTag = (webhookId: number) => apiTag('WebhookDelivery', webhookId);

export type WebhookUpdate = z.output<typeof updateWebhookSchema> & { id: number };
export type DeliveryListArgs = { id: number; page: number; per_page: number };
export type DeliveryRetry = { id: number; deliveryId: number };

const deliveryPath = ({ id, deliveryId }: DeliveryRetry) => withPathId(WEBHOOK_ENDPOINTS.RETRY_DELIVERY, id).replace('{delivery_id}', String(deliveryId));

export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The page shows a failure where the list would be. */
    getWebhooks: build.query<Webhook[], void>({
      query: () => ({ url: WEBHOOK_ENDPOINTS.WEBHOOKS, silent: true }),
      transformResponse: readEnvelope<Webhook[]>,
      providesTags: [WEBHOOK_LIST],
    }),
    /** Answers the new endpoint's signing secret (shown once) and the toast text. */
    createWebhook: build.mutation<ApiEnvelope<WebhookSecret>, z.output<typeof createWebhookSchema>>({
      query: (body) => ({ url: WEBHOOK_ENDPOINTS.WEBHOOKS, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [WEBHOOK_LIST]),
    }),
    /** URL, events, description or the enabled switch; answers the toast text. */
    updateWebhook: build.mutation<string, WebhookUpdate>({
      query: ({ id, ...body }) => ({ url: withPathId(WEBHOOK_ENDPOINTS.WEBHOOK, id), method: 'PATCH', body }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [WEBHOOK_LIST]),
    }),
    deleteWebhook: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(WEBHOOK_ENDPOINTS.WEBHOOK, id), method: 'DELETE' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [WEBHOOK_LIST]),
    }),
    /** A new secret (shown once); the old one keeps signing for a while beside it. */
    rotateWebhookSecret: build.mutation<ApiEnvelope<WebhookSecret>, number>({
      query: (id) => ({ url: withPathId(WEBHOOK_ENDPOINTS.ROTATE_SECRET, id), method: 'POST' }),
    }),
    /** Queues a `ping` delivery; answers the toast text. */
    sendWebhookTest: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(WEBHOOK_ENDPOINTS.TEST, id), method: 'POST' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, id) => (error ? [] : [deliveriesTag(id)]),
    }),
    /** One page of an endpoint's deliveries, newest first. */
    getWebhookDeliveries: build.query<ApiPage<WebhookDelivery>, DeliveryListArgs>({
      query: ({ id, page, per_page }) => ({ url: withPathId(WEBHOOK_ENDPOINTS.DELIVERIES, id), params: { page, per_page }, silent: true }),
      transformResponse: readEnvelopePage<WebhookDelivery>,
      providesTags: (_result, _error, { id }) => [deliveriesTag(id)],
    }),
    /** Sends a delivery again now (same `webhook-id`); answers the toast text. */
    retryWebhookDelivery: build.mutation<string, DeliveryRetry>({
      query: (retry) => ({ url: deliveryPath(retry), method: 'POST' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [deliveriesTag(id), WEBHOOK_LIST]),
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveriesQuery,
  useRetryWebhookDeliveryMutation,
} = webhooksApi;
