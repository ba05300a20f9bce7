import { RATING_ENDPOINTS } from '@/constants';
import type { ApiPage } from '@/contracts/envelope';
import type { GiveRatingInput, OrderRating, Rating, RatingSide, RatingSummary } from '@/contracts/ratings';
import { api, readEnvelope, readEnvelopeMessage, readEnvelopePage, apiTag, type ApiTagDescription } from './baseApi';

// Ratings after payment: the engineer's paths under /engineers, the company side's (company and
// customers) under /customers. A new rating refreshes the lists, the summary, the order's
// ratings and its details on both sides (rating averages show there).

/** Whose paths a screen calls: the engineer's, or the company side's (company and customers). */
export type RatingViewer = 'engineer' | 'company';

const PATHS = {
  engineer: {
    give: RATING_ENDPOINTS.GIVE_TO_COMPANY,
    lists: { company: RATING_ENDPOINTS.ENGINEER_BY_COMPANY, engineer: RATING_ENDPOINTS.ENGINEER_BY_ENGINEER },
    summary: RATING_ENDPOINTS.ENGINEER_SUMMARY,
    order: RATING_ENDPOINTS.ENGINEER_ORDER,
  },
  company: {
    give: RATING_ENDPOINTS.GIVE_TO_ENGINEER,
    lists: { company: RATING_ENDPOINTS.COMPANY_BY_COMPANY, engineer: RATING_ENDPOINTS.COMPANY_BY_ENGINEER },
    summary: RATING_ENDPOINTS.COMPANY_SUMMARY,
    order: RATING_ENDPOINTS.COMPANY_ORDER,
  },
} as const;

export type RatingListParams = { viewer: RatingViewer; commentedBy: RatingSide; page: number; per_page: number; search: string };
export type GiveRatingParams = GiveRatingInput & { viewer: RatingViewer };

const SUMMARY_TAG = apiTag('Rating', 'SUMMARY');
const LIST_TAG = apiTag('Rating', 'LIST');

/** The ratings may change at any time from the other side: asked again whenever a screen opens. */
export const RATING_QUERY_OPTIONS = { refetchOnMountOrArgChange: true } as const;

export const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Average, distribution, what I gave and the paid orders waiting for my rating. */
    getRatingSummary: build.query<RatingSummary, RatingViewer>({
      query: (viewer) => ({ url: PATHS[viewer].summary }),
      transformResponse: readEnvelope<RatingSummary>,
      providesTags: [SUMMARY_TAG],
    }),
    /** A page of the ratings one side wrote, searched in title, names and comment. */
    getRatings: build.query<ApiPage<Rating>, RatingListParams>({
      query: ({ viewer, commentedBy, page, per_page, search }) => ({
        url: PATHS[viewer].lists[commentedBy],
        params: search ? { page, per_page, search } : { page, per_page },
      }),
      transformResponse: readEnvelopePage<Rating>,
      providesTags: [LIST_TAG],
    }),
    /** One order's ratings as I may see them, and whether I may rate it now. */
    getOrderRating: build.query<OrderRating, { viewer: RatingViewer; assignmentId: number }>({
      query: ({ viewer, assignmentId }) => ({ url: PATHS[viewer].order, params: { assignment_id: assignmentId } }),
      transformResponse: readEnvelope<OrderRating>,
      providesTags: (_result, _error, { assignmentId }) => [apiTag('Rating', assignmentId)],
    }),
    /** My one rating of a paid order; answers the toast text. */
    giveRating: build.mutation<string, GiveRatingParams>({
      query: ({ viewer, ...body }) => ({ url: PATHS[viewer].give, method: 'POST', body }),
      transformResponse: readEnvelopeMessage,
      // A 409 (rated meanwhile, e.g. in another tab) refreshes too: the screen then shows that rating.
      invalidatesTags: (_result, error, { assignment_id }): ApiTagDescription[] =>
        error && error.status !== 409
          ? []
          : [SUMMARY_TAG, LIST_TAG, apiTag('Rating', assignment_id), apiTag('WorkOrder', assignment_id), apiTag('EngineerWork', assignment_id)],
    }),
  }),
});

export const { useGetRatingSummaryQuery, useGetRatingsQuery, useGetOrderRatingQuery, useGiveRatingMutation } = ratingsApi;
