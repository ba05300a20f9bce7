import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDeliverables } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AssignmentInput } from '@/contracts/assignment';

type SyncOptions = { db: Database; assignmentId: number; deliverables: AssignmentInput['deliverables'] };

/**
 * Makes the order's deliverables the list given: items with an id are updated (the id must be
 * one of this order's), items without one are added, undelivered ones left out are removed.
 */
export async function syncAssignmentDeliverables({ db, assignmentId, deliverables }: SyncOptions) {
  const existing = await db.select({ id: assignmentDeliverables.id }).from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, assignmentId));
  const ownIds = new Set(existing.map((row) => row.id));
  const errors = deliverables.flatMap((item, index) =>
    item.id !== undefined && !ownIds.has(item.id) ? [{ path: `deliverables.${index}.id`, message: 'This deliverable is not part of the work order' }] : [],
  );
  if (errors.length) throw new AppError('BAD_REQUEST', errors[0].message, errors);

  const keptIds = deliverables.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  const mine = eq(assignmentDeliverables.assignmentId, assignmentId);
  const undelivered = isNull(assignmentDeliverables.fileId);
  await db.delete(assignmentDeliverables).where(keptIds.length ? and(mine, undelivered, notInArray(assignmentDeliverables.id, keptIds)) : and(mine, undelivered));

  for (const item of deliverables) {
    const values = { name: item.name, documentTypeId: item.document_type_id, isRequired: item.is_required };
    if (item.id === undefined) await db.insert(assignmentDeliverables).values({ ...values, assignmentId });
    else await db.update(assignmentDeliverables).set(values).where(and(mine, inArray(assignmentDeliverables.id, [item.id])));
  }
}
