import { and, eq, gt } from 'drizzle-orm';
import { ASSIGNMENT_STATUS, getStatusLabel } from '@/constants';
import type { GiveRatingInput, Rating } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { assignments, ratings } from '../../db/schema';
import { env } from '../../env';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { addDays } from '../lifecycle/format-order-date';
import { partyOrders, type LifecycleParty } from '../lifecycle/lifecycle-party';
import { notifyRatedSide } from './notify-rated-side';
import { otherRatingSide, ratingSideOf } from './rating-scope';
import { selectRatings } from './select-ratings';

export const ALREADY_RATED_MESSAGE = 'You have already rated this work order.';

type GiveRatingOptions = { db: Database; party: LifecycleParty; input: GiveRatingInput; now?: Date; revealDays?: number };

/**
 * The party's one rating of a paid order: the engineer rates the company, the company side the
 * engineer. It stays hidden from the rated side for `revealDays`, or until that side rates too:
 * then both show at once. The order's row is locked first, so when both sides rate at the same
 * moment the second to commit sees the first and reveals both; a second rating by the same side
 * loses on the unique index (409), however close the two requests are.
 */
export async function giveRating({ db, party, input, now = new Date(), revealDays = env.RATING_REVEAL_DAYS }: GiveRatingOptions): Promise<Rating> {
  const side = ratingSideOf(party);
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, input.assignment_id), partyOrders(party)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
    if (order.status !== ASSIGNMENT_STATUS.PAID || order.assignedEngineerId === null) {
      throw new AppError('CONFLICT', `A work order can be rated once it is paid; it is ${getStatusLabel(order.status, side)}.`);
    }

    const [row] = await tx
      .insert(ratings)
      .values({
        assignmentId: order.id,
        companyId: order.companyId,
        engineerId: order.assignedEngineerId,
        commentedBy: side,
        authorId: party.userId,
        stars: input.stars,
        comment: input.comment,
        visibleAt: addDays(now, revealDays),
      })
      .onConflictDoNothing({ target: [ratings.assignmentId, ratings.commentedBy] })
      .returning({ id: ratings.id });
    if (!row) throw new AppError('CONFLICT', ALREADY_RATED_MESSAGE);

    const [other] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.assignmentId, order.id), eq(ratings.commentedBy, otherRatingSide(side))));
    // Both have rated: neither can answer the other any more, so both show now.
    if (other) await tx.update(ratings).set({ visibleAt: now }).where(and(eq(ratings.assignmentId, order.id), gt(ratings.visibleAt, now)));

    await notifyRatedSide({ db: tx, order, party, isRevealed: Boolean(other), revealAt: addDays(now, revealDays) });
    return row.id;
  });
  const [rating] = await selectRatings({ db, where: eq(ratings.id, id), limit: 1, now });
  return rating;
}
