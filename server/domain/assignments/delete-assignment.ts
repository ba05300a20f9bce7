import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDeliverables, assignmentDocuments, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { recordOrderEvent } from '../events/record-order-event';
import { deleteUnreferencedFileRows, removeStoredBytes } from '../files/discard-unreferenced-files';
import { checkTransition, isOpenForApplications, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';

export const NOT_DELETABLE_MESSAGE = 'Only an unassigned or a cancelled work order can be deleted. Cancel it first.';

type DeleteAssignmentOptions = { db: Database; storage: FileStorage; actor: CompanyActor; assignmentId: number };

/**
 * Removes an order that is unassigned with nobody on it, or cancelled, with its files. Its
 * log goes with it; open applicants of an unassigned order are told it was withdrawn.
 */
export async function deleteAssignment({ db, storage, actor, assignmentId }: DeleteAssignmentOptions) {
  const owned = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  checkTransition('delete', 'company', owned, NOT_DELETABLE_MESSAGE);
  const removed = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ title: assignments.title, status: assignments.status, assignedEngineerId: assignments.assignedEngineerId })
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), whereTransitionAllowed('delete', 'company')))
      .for('update');
    if (!order) throw new AppError('INVALID_TRANSITION', NOT_DELETABLE_MESSAGE);

    const documentFiles = await tx.select({ fileId: assignmentDocuments.fileId }).from(assignmentDocuments).where(eq(assignmentDocuments.assignmentId, assignmentId));
    const deliveredFiles = await tx
      .select({ fileId: assignmentDeliverables.fileId })
      .from(assignmentDeliverables)
      .where(and(eq(assignmentDeliverables.assignmentId, assignmentId), isNotNull(assignmentDeliverables.fileId)));
    // Applicants are still waiting only while the order is open for applications.
    const applicants = isOpenForApplications(order)
      ? await tx
          .select({ engineerId: assignmentApplications.engineerId })
          .from(assignmentApplications)
          .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.status, 'applied')))
      : [];

    // Recorded before the delete: the webhook carries the order as it was.
    await recordOrderEvent(tx, {
      event: 'delete',
      order: owned,
      by: { actor: 'company', userId: actor.userId },
      engineerIds: applicants.map((row) => row.engineerId),
      notice: { title: 'Work order withdrawn', body: `"${order.title}" was withdrawn by the company.` },
    });
    await tx.delete(assignments).where(eq(assignments.id, assignmentId));
    const fileIds = [...documentFiles, ...deliveredFiles].map((row) => row.fileId!);
    // A document a template or another order still attaches (one stored file, shared) stays.
    return deleteUnreferencedFileRows(tx, fileIds);
  });
  // Bytes go after the commit: a rolled-back delete must not lose files still referenced.
  await removeStoredBytes(storage, removed);
}
