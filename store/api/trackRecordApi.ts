import { TRACK_RECORD_ENDPOINTS } from '@/constants';
import type { TrackRecord } from '@/contracts/trackRecord';
import { api, readEnvelope } from './baseApi';

// The signed-in engineer's own track record (their dashboard card). Silent: the card shows a failure itself.

export const trackRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTrackRecord: build.query<TrackRecord, void>({
      query: () => ({ url: TRACK_RECORD_ENDPOINTS.ENGINEER, silent: true }),
      transformResponse: readEnvelope<TrackRecord>,
    }),
  }),
});

export const { useGetMyTrackRecordQuery } = trackRecordApi;
