import { ENGINEER_DAY_ENDPOINTS, withPathId } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { SavedSearch, SavedSearchRequest } from '@/contracts/savedSearches';
import { api, readEnvelope, readEnvelopeMessage } from './baseApi';

// The engineer's saved Find Work searches: listed by name; saving, changing (rename, filters,
// "Alert me") and deleting one refresh the list.

const SAVED_LIST = { type: 'SavedSearch', id: 'LIST' } as const;

export type UpdateSavedSearchArg = { id: number; body: SavedSearchRequest };

export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The list; a failure shows in the menu, not as a toast. */
    getSavedSearches: build.query<SavedSearch[], void>({
      query: () => ({ url: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES, silent: true }),
      transformResponse: readEnvelope<SavedSearch[]>,
      providesTags: [SAVED_LIST],
    }),
    /** Answers the saved search and the toast text. */
    createSavedSearch: build.mutation<ApiEnvelope<SavedSearch>, SavedSearchRequest>({
      query: (body) => ({ url: ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_LIST]),
    }),
    updateSavedSearch: build.mutation<ApiEnvelope<SavedSearch>, UpdateSavedSearchArg>({
      query: ({ id, body }) => ({ url: withPathId(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH, id), method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_LIST]),
    }),
    /** Answers the toast text. */
    deleteSavedSearch: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH, id), method: 'DELETE' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_LIST]),
    }),
  }),
});

export const { useGetSavedSearchesQuery, useCreateSavedSearchMutation, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation } = savedSearchesApi;
