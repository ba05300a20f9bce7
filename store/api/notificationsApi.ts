import { NOTIFICATION_ENDPOINTS } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { NotificationPage } from '@/contracts/notifications';
import type { PageQuery } from '@/contracts/primitives';
import { api, type ApiError } from './baseApi';

// The signed-in user's notifications; the header's unread badge reads the list's answer.
// A failed fetch is only logged, never shown. Marking or clearing refreshes
// the list.

type Message = ApiEnvelope<unknown>;

/** An empty answer (204) is no notifications. */
function readNotificationPage(response: unknown): NotificationPage {
  const page = (response as ApiEnvelope<NotificationPage> | null)?.data;
  return { total_count: page?.total_count ?? 0, unread_count: page?.unread_count ?? 0, data: page?.data ?? [] };
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, PageQuery | void>({
      query: (params) => ({ url: NOTIFICATION_ENDPOINTS.LIST, params: params ?? undefined, silent: true }),
      transformResponse: readNotificationPage,
      providesTags: ['Notification'],
      async onQueryStarted(_params, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error: ApiError };
          console.error('Could not load notifications:', error.message);
        }
      },
    }),
    readNotification: build.mutation<Message, number>({
      query: (id) => ({ url: NOTIFICATION_ENDPOINTS.READ, method: 'PATCH', body: { id } }),
      invalidatesTags: ['Notification'],
    }),
    readAllNotifications: build.mutation<Message, void>({
      query: () => ({ url: NOTIFICATION_ENDPOINTS.READ_ALL, method: 'PATCH' }),
      invalidatesTags: ['Notification'],
    }),
    clearAllNotifications: build.mutation<Message, void>({
      query: () => ({ url: NOTIFICATION_ENDPOINTS.CLEAR_ALL, method: 'PATCH' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
  useClearAllNotificationsMutation,
} = notificationsApi;
