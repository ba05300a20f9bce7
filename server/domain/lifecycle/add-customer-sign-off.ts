import { and, asc, eq, inArray } from 'drizzle-orm';
import { UPLOAD_FIELD, canPerform, getFromStatuses } from '@/constants';
import {
  CUSTOMER_SIGN_OFF_NAME,
  CUSTOMER_SIGN_OFF_TYPE_ID,
  SIGNED_AT_MAX_AGE_HOURS,
  SIGNED_AT_MAX_AHEAD_MINUTES,
  SIGN_OFF_ACTIONS,
  SIGN_OFF_MAX_BYTES,
} from '@/constants/photos';
import type { DeliverableResult } from '@/contracts/lifecycle';
import type { SignOffFields } from '@/contracts/signOff';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { loadAssignmentAttachments } from '../assignments/load-assignment-attachments';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { engineerParty, partyOrders } from './lifecycle-party';

type AddCustomerSignOffOptions = {
  db: Database;
  storage: FileStorage;
  engineerId: number;
  input: SignOffFields;
  /** The signature as drawn: a PNG. */
  file: File;
  now?: Date;
};

const SIGN_OFF_STATUSES = [...new Set(SIGN_OFF_ACTIONS.flatMap((action) => getFromStatuses(action)))];
const REFUSAL = 'The customer signs off when you check out or hand in the deliverables; this work order is past that or not there yet.';

/**
 * Stores the customer's signature as the order's Customer Sign-off deliverable, with the
 * signer's name, the time and (optional) position: into the order's own Customer Sign-off
 * deliverable if it asked for one (replacing an earlier signature), else into one added for it.
 * Only while the engineer may check out or hand in, checked with the order row locked.
 */
export async function addCustomerSignOff({ db, storage, engineerId, input, file, now = new Date() }: AddCustomerSignOffOptions): Promise<DeliverableResult> {
  const party = engineerParty(engineerId);
  const order = await getPartyOrderOrThrow({ db, party, assignmentId: input.assignment_id });
  requireSignOffStatus(order);
  const signedAt = readSignedAt(input.signed_at, now);

  const stored = await storeUpload({ db, storage, file, kind: 'signature', uploadedBy: engineerId, maxBytes: SIGN_OFF_MAX_BYTES, field: UPLOAD_FIELD });
  let replacedFileId: number | null = null;
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(assignments)
        .where(and(eq(assignments.id, order.id), partyOrders(party), inArray(assignments.status, SIGN_OFF_STATUSES)))
        .for('update');
      if (!locked) {
        requireSignOffStatus(await getPartyOrderOrThrow({ db: tx, party, assignmentId: order.id }));
        throw new AppError('CONFLICT', 'The work order changed meanwhile. Please try again.');
      }

      const signOff = {
        fileId: stored.id,
        deliveredAt: now,
        signerName: input.signer_name,
        signedAt,
        signedLatitude: input.latitude ?? null,
        signedLongitude: input.longitude ?? null,
      };
      const [existing] = await tx
        .select({ id: assignmentDeliverables.id, fileId: assignmentDeliverables.fileId })
        .from(assignmentDeliverables)
        .where(and(eq(assignmentDeliverables.assignmentId, order.id), eq(assignmentDeliverables.documentTypeId, CUSTOMER_SIGN_OFF_TYPE_ID)))
        .orderBy(asc(assignmentDeliverables.id))
        .limit(1);
      if (existing) {
        replacedFileId = existing.fileId;
        await tx.update(assignmentDeliverables).set(signOff).where(eq(assignmentDeliverables.id, existing.id));
      } else {
        await tx
          .insert(assignmentDeliverables)
          .values({ assignmentId: order.id, name: CUSTOMER_SIGN_OFF_NAME, documentTypeId: CUSTOMER_SIGN_OFF_TYPE_ID, isRequired: false, ...signOff });
      }
    });
  } catch (error) {
    await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
  if (replacedFileId !== null) await deleteStoredFile({ db, storage, fileId: replacedFileId });
  const { deliverables } = await loadAssignmentAttachments({ db, assignmentId: order.id });
  return { assignment_id: order.id, status: order.status, event: null, deliverables };
}

function requireSignOffStatus(order: AssignmentRow) {
  const lifecycleOrder = { status: order.status, hasAssignee: order.assignedEngineerId !== null };
  if (!SIGN_OFF_ACTIONS.some((action) => canPerform(action, lifecycleOrder, 'engineer'))) throw new AppError('INVALID_TRANSITION', REFUSAL);
}

/** The time the customer signed: as sent, within a few minutes ahead (clock drift) and a day behind (sent later); else the server's. */
function readSignedAt(sent: string | undefined, now: Date): Date {
  if (!sent) return now;
  const signedAt = new Date(sent);
  if (signedAt.getTime() > now.getTime() + SIGNED_AT_MAX_AHEAD_MINUTES * 60_000) throw AppError.field('signed_at', 'The time of signing is in the future.');
  if (signedAt.getTime() < now.getTime() - SIGNED_AT_MAX_AGE_HOURS * 3_600_000) {
    throw AppError.field('signed_at', `The time of signing is more than ${SIGNED_AT_MAX_AGE_HOURS} hours ago.`);
  }
  return signedAt;
}
