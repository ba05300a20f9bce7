import { MAIL_PREFERENCE_ENDPOINTS } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { MailPreferences, MailPreferencesInput } from '@/contracts/mail-preferences';
import { api, readEnvelope } from './baseApi';

// Which mails the signed-in user gets. A change shows at once (optimistic) and is undone if
// the save fails; the saved answer replaces the cached preferences (no second request).

export const mailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailPreferences: build.query<MailPreferences, void>({
      query: () => ({ url: MAIL_PREFERENCE_ENDPOINTS.PREFERENCES }),
      transformResponse: readEnvelope<MailPreferences>,
    }),
    updateMailPreferences: build.mutation<ApiEnvelope<MailPreferences>, MailPreferencesInput>({
      query: (body) => ({ url: MAIL_PREFERENCE_ENDPOINTS.PREFERENCES, method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const shown = dispatch(mailPreferencesApi.util.updateQueryData('getMailPreferences', undefined, (current) => void Object.assign(current, change)));
        try {
          const { data } = await queryFulfilled;
          dispatch(mailPreferencesApi.util.upsertQueryData('getMailPreferences', undefined, data.data));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const { useGetMailPreferencesQuery, useUpdateMailPreferencesMutation } = mailPreferencesApi;
