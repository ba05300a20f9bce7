import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, type AssignmentRow } from '../../db/schema';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { loadAssignmentDetails } from './load-assignment-details';
import { toCounterOffer } from './to-counter-offer';

type GetAssignmentDetailsOptions = { db: Database; actor: CompanyActor; assignmentId: number; includeCounterOffer: boolean };

/** One of the actor's orders; with includeCounterOffer, the counter offer of the assigned engineer (or null). */
export async function getAssignmentDetails({ db, actor, assignmentId, includeCounterOffer }: GetAssignmentDetailsOptions): Promise<AssignmentDetails> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  return loadOwnedAssignmentDetails({ db, order, includeCounterOffer });
}

type LoadOwnedAssignmentDetailsOptions = { db: Database; order: AssignmentRow; includeCounterOffer: boolean };

/** getAssignmentDetails of an order the caller has already found the actor's side owns (read once, not twice). */
export async function loadOwnedAssignmentDetails({ db, order, includeCounterOffer }: LoadOwnedAssignmentDetailsOptions): Promise<AssignmentDetails> {
  const [details, counterOffer] = await Promise.all([loadAssignmentDetails({ db, assignmentId: order.id }), includeCounterOffer ? loadCounterOffer(db, order) : undefined]);
  return counterOffer === undefined ? details : { ...details, counter_offer: counterOffer };
}

/** The assigned engineer's counter offer, or null. */
async function loadCounterOffer(db: Database, order: AssignmentRow) {
  if (!order.assignedEngineerId) return null;
  const [application] = await db
    .select()
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, order.id), eq(assignmentApplications.engineerId, order.assignedEngineerId)))
    .limit(1);
  return toCounterOffer(application);
}
