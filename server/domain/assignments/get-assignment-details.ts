import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { loadAssignmentDetails } from './load-assignment-details';
import { toCounterOffer } from './to-counter-offer';

type GetAssignmentDetailsOptions = { db: Database; actor: CompanyActor; assignmentId: number; includeCounterOffer: boolean };

/** One of the actor's orders; with includeCounterOffer, the counter offer of the assigned engineer (or null). */
export async function getAssignmentDetails({ db, actor, assignmentId, includeCounterOffer }: GetAssignmentDetailsOptions): Promise<AssignmentDetails> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const details = await loadAssignmentDetails({ db, assignmentId });
  if (!includeCounterOffer) return details;
  if (!order.assignedEngineerId) return { ...details, counter_offer: null };
  const [application] = await db
    .select()
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, order.assignedEngineerId)))
    .limit(1);
  return { ...details, counter_offer: toCounterOffer(application) };
}
