import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDocuments, assignments, assignmentSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { recordOrderEvent } from '../events/record-order-event';
import { type AssignmentUpdateInput } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import { checkTransition, whereTransitionAllowed } from './check-transition';
import type { CompanyActor } from './company-actor';
import { computeMaximumPay } from './compute-agreed-terms';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { resolveAssignmentReferences } from './resolve-assignment-references';
import { discardStoredFiles, storeAssignmentDocuments } from './store-assignment-documents';
import { syncAssignmentDeliverables } from './sync-assignment-deliverables';
import { toAssignmentColumns } from './to-assignment-columns';

export const NOT_EDITABLE_MESSAGE = 'This work order can no longer be edited.';

type UpdateAssignmentOptions = {
  db: Database;
  storage: FileStorage;
  actor: CompanyActor;
  input: AssignmentUpdateInput;
  documents: File[];
  maxBytes: number;
  now?: Date;
};

/** Replaces an order's details, deliverables and (some of) its documents; its status does not change. */
export async function updateAssignment({ db, storage, actor, input, documents, maxBytes, now = new Date() }: UpdateAssignmentOptions) {
  const assignmentId = input.assignment_id;
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  checkTransition('edit', 'company', order, NOT_EDITABLE_MESSAGE);

  const current = await db.select().from(assignmentDocuments).where(eq(assignmentDocuments.assignmentId, assignmentId));
  const removeIds = [...new Set(input.remove_document_ids)];
  const removing = current.filter((document) => removeIds.includes(document.id));
  if (removing.length !== removeIds.length) throw AppError.field('remove_document_ids', 'A document to remove is not part of the work order');
  if (current.length - removing.length + documents.length > MAX_ASSIGNMENT_DOCUMENTS) {
    throw AppError.field('documents', `A work order holds at most ${MAX_ASSIGNMENT_DOCUMENTS} documents`);
  }

  const columns = toAssignmentColumns(input, await resolveAssignmentReferences({ db, input }));
  if (columns.startAt.getTime() !== order.startAt.getTime() && columns.startAt <= now) {
    throw AppError.field('scheduling.start_date', 'The start must be in the future');
  }

  const stored = await storeAssignmentDocuments({ db, storage, files: documents, uploadedBy: actor.userId, maxBytes });
  try {
    await db.transaction(async (tx) => {
      // Once assigned, the agreed pay follows the edited pay.
      const agreedAmount = order.assignedEngineerId ? computeMaximumPay(columns) : null;
      const [updated] = await tx
        .update(assignments)
        .set({ ...columns, agreedAmount })
        .where(and(eq(assignments.id, assignmentId), whereTransitionAllowed('edit', 'company')))
        .returning();
      if (!updated) throw new AppError('INVALID_TRANSITION', NOT_EDITABLE_MESSAGE);

      await tx.delete(assignmentSkills).where(eq(assignmentSkills.assignmentId, assignmentId));
      const skillIds = [...new Set(input.basic_info.skill_ids)];
      if (skillIds.length) await tx.insert(assignmentSkills).values(skillIds.map((skillId) => ({ assignmentId, skillId })));
      await syncAssignmentDeliverables({ db: tx, assignmentId, deliverables: input.deliverables });
      if (removing.length) await tx.delete(assignmentDocuments).where(inArray(assignmentDocuments.id, removeIds));
      if (stored.length) await tx.insert(assignmentDocuments).values(stored.map((file) => ({ assignmentId, fileId: file.id })));

      // The assignee once there is one, else the open applicants.
      const applicants = updated.assignedEngineerId
        ? [{ engineerId: updated.assignedEngineerId }]
        : await tx
            .select({ engineerId: assignmentApplications.engineerId })
            .from(assignmentApplications)
            .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.status, 'applied')));
      await recordOrderEvent(tx, {
        event: 'edit',
        order: updated,
        by: { actor: 'company', userId: actor.userId },
        note: 'Work order details updated',
        engineerIds: applicants.map((row) => row.engineerId),
        notice: { title: 'Work order updated', body: `"${columns.title}" has new details. Please review them.` },
      });
    });
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
  // The removed documents' files go only once the order no longer points at them.
  await discardStoredFiles({ db, storage, fileIds: removing.map((document) => document.fileId) });
}
