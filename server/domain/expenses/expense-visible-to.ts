import { eq, type SQL } from 'drizzle-orm';
import { expenses } from '../../db/schema';
import { assignmentVisibleTo } from '../assignments/company-actor';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';

/** Expenses a party sees (with assignments joined): the engineer's own, or those of the company side's orders. */
export function expenseVisibleTo(party: LifecycleParty): SQL {
  return party.actor === 'engineer' ? eq(expenses.engineerId, party.userId) : assignmentVisibleTo(party.company);
}
