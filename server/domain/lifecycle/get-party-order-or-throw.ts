import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareByShape } from '../../db/prepare-by-shape';
import { assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { partyOrders, type LifecycleParty } from './lifecycle-party';

type GetPartyOrderOptions = { db: Database; party: LifecycleParty; assignmentId: number };

/** Who the party is, as far as the statement's text goes. */
type PartyShape = 'engineer' | 'company' | 'customer';

const shapeOf = (party: LifecycleParty): PartyShape => (party.actor === 'engineer' ? 'engineer' : party.company.customerId === null ? 'company' : 'customer');

/** getPartyOrderOrThrow's statement for a kind of party, built once per database (see prepareByShape). */
function preparePartyOrderQuery(db: Database, shape: PartyShape) {
  const userId = sql.placeholder('userId');
  const company = { companyId: sql.placeholder('companyId'), customerId: shape === 'customer' ? sql.placeholder('customerId') : null };
  const party = shape === 'engineer' ? partyOrders({ actor: 'engineer', userId }) : partyOrders({ actor: 'company', userId, company });
  return db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, sql.placeholder('assignmentId')), party))
    .limit(1)
    .prepare('');
}

/** The order if the party may act on it; another tenant's order, or one not assigned to the engineer, is a 404. */
export async function getPartyOrderOrThrow({ db, party, assignmentId }: GetPartyOrderOptions): Promise<AssignmentRow> {
  const shape = shapeOf(party);
  const query = prepareByShape(db, 'party_order', shape, () => preparePartyOrderQuery(db, shape));
  const company = party.actor === 'company' ? party.company : undefined;
  const [order] = await query.execute({ assignmentId, userId: party.userId, companyId: company?.companyId, customerId: company?.customerId });
  if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
  return order;
}
