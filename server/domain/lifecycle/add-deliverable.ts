import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getFromStatuses } from '@/constants';
import { type DeliverableResult } from '@/contracts/lifecycle';
import { UPLOAD_FIELD } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { loadAssignmentAttachments } from '../assignments/load-assignment-attachments';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';
import { applyTransition, explainLoss, requireTransition } from './apply-transition';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { engineerParty, partyOrders } from './lifecycle-party';
import { resolveActedAt } from './resolve-acted-at';

type AddDeliverableOptions = {
  db: Database;
  storage: FileStorage;
  engineerId: number;
  input: { assignment_id: number; deliverable_id?: number; submit: boolean };
  file?: File;
  maxBytes: number;
  /** The acted_at of an upload queued offline, as sent (see resolveActedAt). */
  actedAt?: string;
  now?: Date;
};

/**
 * Stores the file of one of the order's deliverables (replacing an earlier one) and/or hands the
 * deliverables in (4 → 5), which needs a file for every required deliverable. Both happen with
 * the order row locked in Pending Deliverables, so the set handed in is the set checked.
 */
export async function addDeliverable({ db, storage, engineerId, input, file, maxBytes, actedAt, now = new Date() }: AddDeliverableOptions): Promise<DeliverableResult> {
  if (!file && !input.submit) throw AppError.field(UPLOAD_FIELD, 'Choose a file to upload, or submit the deliverables');
  if (file && input.deliverable_id === undefined) throw AppError.field('deliverable_id', 'Choose the deliverable this file is for');
  const party = engineerParty(engineerId);
  const order = await getPartyOrderOrThrow({ db, party, assignmentId: input.assignment_id });
  requireTransition('addDeliverables', order, party);
  const acted = await resolveActedAt({ db, assignmentId: order.id, userId: engineerId, actedAt, now });
  const mine = eq(assignmentDeliverables.assignmentId, order.id);
  if (input.deliverable_id !== undefined) {
    const [item] = await db.select({ id: assignmentDeliverables.id }).from(assignmentDeliverables).where(and(mine, eq(assignmentDeliverables.id, input.deliverable_id)));
    if (!item) throw new AppError('NOT_FOUND', 'This deliverable is not part of the work order.');
  }

  const stored = file ? await storeUpload({ db, storage, file, kind: 'document', uploadedBy: engineerId, maxBytes, field: UPLOAD_FIELD }) : null;
  let replacedFileId: number | null = null;
  let outcome: { status: number; event: string | null } = { status: order.status, event: null };
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(assignments)
        .where(and(eq(assignments.id, order.id), partyOrders(party), inArray(assignments.status, getFromStatuses('addDeliverables'))))
        .for('update');
      if (!locked) throw await explainLoss(tx, 'addDeliverables', party, order.id);

      if (stored) {
        const item = and(mine, eq(assignmentDeliverables.id, input.deliverable_id!));
        const [previous] = await tx.select({ fileId: assignmentDeliverables.fileId }).from(assignmentDeliverables).where(item);
        replacedFileId = previous?.fileId ?? null;
        await tx.update(assignmentDeliverables).set({ fileId: stored.id, deliveredAt: acted ?? now }).where(item);
      }
      if (!input.submit) return;

      const missing = await tx
        .select({ name: assignmentDeliverables.name })
        .from(assignmentDeliverables)
        .where(and(mine, eq(assignmentDeliverables.isRequired, true), isNull(assignmentDeliverables.fileId)))
        .orderBy(asc(assignmentDeliverables.id));
      if (missing.length) throw new AppError('CONFLICT', `Upload every required deliverable first: ${missing.map((item) => item.name).join(', ')}.`);
      outcome = await applyTransition(tx, {
        action: 'addDeliverables',
        party,
        order: locked,
        actedAt: acted,
        note: (name) => `${name} handed in the deliverables`,
        notice: (name, updated) => ({ title: 'Deliverables handed in', body: `${name} handed in the deliverables of "${updated.title}". Please review and complete it.` }),
      });
    });
  } catch (error) {
    if (stored) await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
  // The replaced file goes only once the deliverable no longer points at it.
  if (replacedFileId !== null) await deleteStoredFile({ db, storage, fileId: replacedFileId });
  const { deliverables } = await loadAssignmentAttachments({ db, assignmentId: order.id });
  return { assignment_id: order.id, status: outcome.status, event: outcome.event, deliverables };
}
