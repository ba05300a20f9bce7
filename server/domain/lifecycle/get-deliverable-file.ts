import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';
import { partyOrders, type LifecycleParty } from './lifecycle-party';

type GetDeliverableFileOptions = { db: Database; storage: FileStorage; party: LifecycleParty; deliverableId: number };

/** The delivered file of a deliverable, for the order's company side or its assigned engineer; else not found. */
export async function getDeliverableFile({ db, storage, party, deliverableId }: GetDeliverableFileOptions): Promise<StoredFileContent> {
  const [deliverable] = await db
    .select({ fileId: assignmentDeliverables.fileId })
    .from(assignmentDeliverables)
    .innerJoin(assignments, eq(assignments.id, assignmentDeliverables.assignmentId))
    .where(and(eq(assignmentDeliverables.id, deliverableId), partyOrders(party)))
    .limit(1);
  if (!deliverable?.fileId) throw new AppError('NOT_FOUND', 'File not found.');
  return readStoredFile({ db, storage, fileId: deliverable.fileId });
}
