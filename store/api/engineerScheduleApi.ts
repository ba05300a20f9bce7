import { ENGINEER_DAY_ENDPOINTS } from '@/constants';
import type { CalendarFeed, ScheduleItem } from '@/contracts/engineerSchedule';
import { api, apiTag, readEnvelope } from './baseApi';

// The engineer's schedule (assigned orders between two dates) and their calendar feed URL.

export type ScheduleParams = { from: string; to: string; timezone: string };

export const engineerScheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refreshed with My Work: whatever moves an order there moves it here. */
    getSchedule: build.query<ScheduleItem[], ScheduleParams>({
      query: (params) => ({ url: ENGINEER_DAY_ENDPOINTS.SCHEDULE, params, silent: true }),
      transformResponse: readEnvelope<ScheduleItem[]>,
      providesTags: [apiTag('EngineerWork', 'MY_WORK')],
    }),
    /** The feed URL (made on first request). */
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => ({ url: ENGINEER_DAY_ENDPOINTS.CALENDAR_FEED, silent: true }),
      transformResponse: readEnvelope<CalendarFeed>,
    }),
    /** A new feed URL; the old one stops at once. Answers the new URL, which the card shows straight away. */
    resetCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: ENGINEER_DAY_ENDPOINTS.RESET_CALENDAR_FEED, method: 'POST' }),
      transformResponse: readEnvelope<CalendarFeed>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(engineerScheduleApi.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
  }),
});

export const { useGetScheduleQuery, useGetCalendarFeedQuery, useResetCalendarFeedMutation } = engineerScheduleApi;
