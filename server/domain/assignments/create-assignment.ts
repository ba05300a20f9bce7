import { ASSIGNMENT_STATUS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentDocuments, assignments, assignmentSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { type AssignmentInput } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import type { CompanyActor } from './company-actor';
import { recordOrderEvent } from '../events/record-order-event';
import { alertSavedSearches } from '../saved-searches/alert-saved-searches';
import { resolveAssignmentReferences } from './resolve-assignment-references';
import { discardStoredFiles, storeAssignmentDocuments } from './store-assignment-documents';
import { toAssignmentColumns } from './to-assignment-columns';

type CreateAssignmentOptions = {
  db: Database;
  storage: FileStorage;
  actor: CompanyActor;
  input: AssignmentInput;
  documents: File[];
  maxBytes: number;
  now?: Date;
};

/** Posts a work order (status 0 Unassigned) with its skills, deliverables and documents, and alerts the engineers whose saved searches it matches; answers its id. */
export async function createAssignment({ db, storage, actor, input, documents, maxBytes, now = new Date() }: CreateAssignmentOptions): Promise<number> {
  if (documents.length > MAX_ASSIGNMENT_DOCUMENTS) throw AppError.field('documents', `Attach at most ${MAX_ASSIGNMENT_DOCUMENTS} documents`);
  const columns = toAssignmentColumns(input, await resolveAssignmentReferences({ db, input }));
  if (columns.startAt <= now) throw AppError.field('scheduling.start_date', 'The start must be in the future');

  const stored = await storeAssignmentDocuments({ db, storage, files: documents, uploadedBy: actor.userId, maxBytes });
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(assignments)
        .values({ ...columns, companyId: actor.companyId, customerId: actor.customerId, createdBy: actor.userId, status: ASSIGNMENT_STATUS.UNASSIGNED })
        .returning();
      const skillIds = [...new Set(input.basic_info.skill_ids)];
      if (skillIds.length) await tx.insert(assignmentSkills).values(skillIds.map((skillId) => ({ assignmentId: order.id, skillId })));
      if (input.deliverables.length) {
        await tx.insert(assignmentDeliverables).values(
          input.deliverables.map((item) => ({
            assignmentId: order.id,
            name: item.name,
            documentTypeId: item.document_type_id,
            isRequired: item.is_required,
          })),
        );
      }
      if (stored.length) await tx.insert(assignmentDocuments).values(stored.map((file) => ({ assignmentId: order.id, fileId: file.id })));
      await recordOrderEvent(tx, { event: 'post', order, by: { actor: 'company', userId: actor.userId }, note: 'Work order posted' });
      await alertSavedSearches(tx, { assignmentIds: [order.id] });
      return order.id;
    });
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
}
