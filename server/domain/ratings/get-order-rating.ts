import { eq } from 'drizzle-orm';
import { ASSIGNMENT_STATUS } from '@/constants';
import type { OrderRating } from '@/contracts/ratings';
import type { Database } from '../../db/client';
import { ratings } from '../../db/schema';
import { getUserName } from '../lifecycle/get-user-name';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { getCompanyName } from './get-company-name';
import { ratingSideOf } from './rating-scope';
import { selectRatings } from './select-ratings';

type GetOrderRatingOptions = { db: Database; party: LifecycleParty; assignmentId: number; now?: Date };

/** Both ratings of one of the party's orders: its own side's always, the other side's once revealed (404 when not the party's order). */
export async function getOrderRating({ db, party, assignmentId, now = new Date() }: GetOrderRatingOptions): Promise<OrderRating> {
  const order = await getPartyOrderOrThrow({ db, party, assignmentId });
  const side = ratingSideOf(party);
  const rows = await selectRatings({ db, where: eq(ratings.assignmentId, order.id), limit: 2, now });
  const mine = rows.find((rating) => rating.commented_by === side) ?? null;
  const theirs = rows.find((rating) => rating.commented_by !== side && rating.is_revealed) ?? null;
  return {
    assignment_id: order.id,
    counterpart_name: await getCounterpartName(db, party, order),
    can_rate: mine === null && order.status === ASSIGNMENT_STATUS.PAID && order.assignedEngineerId !== null,
    mine,
    theirs,
  };
}

async function getCounterpartName(db: Database, party: LifecycleParty, order: { companyId: number; assignedEngineerId: number | null }) {
  if (party.actor === 'company') return order.assignedEngineerId === null ? 'The engineer' : getUserName({ db, userId: order.assignedEngineerId });
  return getCompanyName({ db, companyId: order.companyId });
}
