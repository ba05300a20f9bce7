import '@/contracts/configureZod';
import { z } from 'zod';
import { idField, idValue, pageFields } from '@/contracts/primitives';

// Ratings after payment: each side rates the other once per order, 1 to 5
// stars and a comment. Double-blind: a rating stays hidden from the rated side until both
// have rated or RATING_REVEAL_DAYS have passed; the side that gave it always sees it.

/** Who wrote a rating: the company side (about the engineer) or the engineer (about the company). */
export const RATING_SIDES = ['company', 'engineer'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];

export const RATING_COMMENT_MAX_LENGTH = 1000;
export const RATING_STARS = [5, 4, 3, 2, 1] as const;

const STARS_MESSAGE = 'Choose from 1 to 5 stars';

/** POST /engineers/give-rating-to-company and /customers/give-rating-to-engineer. */
export const giveRatingSchema = z.object({
  assignment_id: idValue('Choose a work order'),
  stars: z.number({ error: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  comment: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(RATING_COMMENT_MAX_LENGTH, `Use at most ${RATING_COMMENT_MAX_LENGTH} characters`),
});
export type GiveRatingInput = z.input<typeof giveRatingSchema>;

/** The rating dialog: stars and comment of the API's body (the order is the dialog's own). */
export const ratingFormSchema = giveRatingSchema.omit({ assignment_id: true });
export type RatingFormValues = z.infer<typeof ratingFormSchema>;

/** The four lists: a page, searched in order title, counterpart name and comment. */
export const ratingListQuerySchema = z.object({
  ...pageFields,
  search: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;

export const orderRatingQuerySchema = z.object({ assignment_id: idField('Choose a work order') });

export const ratingSchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  assignment_title: z.string(),
  commented_by: z.enum(RATING_SIDES),
  stars: z.number().int(),
  comment: z.string().nullable(),
  engineer_id: z.number().int(),
  engineer_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** Who wrote it: the engineer, or the company-side user who rated. */
  author_name: z.string(),
  created_at: z.string(),
  /** From when the rated side sees it. */
  visible_at: z.string(),
  /** The rated side sees it now. */
  is_revealed: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A paid order the caller has not rated yet. */
export const pendingRatingSchema = z.object({
  assignment_id: z.number().int(),
  title: z.string(),
  /** The company (for an engineer) or the engineer (for the company side). */
  counterpart_name: z.string(),
  paid_at: z.string().nullable(),
});
export type PendingRating = z.infer<typeof pendingRatingSchema>;

/** The ratings page: how the caller was rated (visible ratings only) and what is left to rate. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Ratings received per star count, 5 stars first. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  given_count: z.number().int(),
  pending_count: z.number().int(),
  /** The most recently paid orders waiting for the caller's rating (at most PENDING_RATINGS_SHOWN). */
  pending: z.array(pendingRatingSchema),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const PENDING_RATINGS_SHOWN = 50;

/** One order's ratings as the caller may see them. */
export const orderRatingSchema = z.object({
  assignment_id: z.number().int(),
  counterpart_name: z.string(),
  /** Paid, and the caller's side has not rated it yet. */
  can_rate: z.boolean(),
  mine: ratingSchema.nullable(),
  /** The other side's rating, once it is visible to the caller. */
  theirs: ratingSchema.nullable(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;
