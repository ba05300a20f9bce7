import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import type { RatingSide } from '@/contracts/ratings';
import { ratings } from '../../db/schema';
import { assignmentVisibleTo } from '../assignments/company-actor';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';

/** The side a party rates as: the engineer rates the company, the company side the engineer. */
export const ratingSideOf = (party: LifecycleParty): RatingSide => party.actor;

export const otherRatingSide = (side: RatingSide): RatingSide => (side === 'engineer' ? 'company' : 'engineer');

/** Ratings of the party's orders (assignments joined): the engineer's own orders, or those the company side sees. */
export function ratingsOfParty(party: LifecycleParty): SQL {
  return party.actor === 'engineer' ? eq(ratings.engineerId, party.userId) : assignmentVisibleTo(party.company);
}

/** Visible to the rated side once its reveal time has come. */
export const isRevealed = (now: Date): SQL => lte(ratings.visibleAt, now);

/** What the party may read (assignments joined): what its side gave, always; what it received, once revealed. */
export function ratingVisibleTo(party: LifecycleParty, now: Date): SQL {
  return and(ratingsOfParty(party), or(eq(ratings.commentedBy, ratingSideOf(party)), isRevealed(now)))!;
}
