import { API_KEY_ENDPOINTS, withPathId } from '@/constants';
import type { ApiKey, CreatedApiKey } from '@/contracts/apiKeys';
import type { createApiKeySchema } from '@/contracts/apiKeys';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { z } from 'zod';
import { api, readEnvelope, readEnvelopeMessage } from './baseApi';

// API keys of the signed-in company or customer user: the list never holds a key itself; the
// answer to creating one is the only time it is seen in full. Each change refreshes the list.

const KEY_LIST = { type: 'ApiKey', id: 'LIST' } as const;

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company side's keys (revoked ones are gone). The page shows a failure where the list would be. */
    getApiKeys: build.query<ApiKey[], void>({
      query: () => ({ url: API_KEY_ENDPOINTS.API_KEYS, silent: true }),
      transformResponse: readEnvelope<ApiKey[]>,
      providesTags: [KEY_LIST],
    }),
    /** Answers the whole key (shown once) and the toast text. */
    createApiKey: build.mutation<ApiEnvelope<CreatedApiKey>, z.output<typeof createApiKeySchema>>({
      query: (body) => ({ url: API_KEY_ENDPOINTS.API_KEYS, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [KEY_LIST]),
    }),
    /** Revokes a key at once; answers the toast text. */
    revokeApiKey: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(API_KEY_ENDPOINTS.API_KEY, id), method: 'DELETE' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [KEY_LIST]),
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
