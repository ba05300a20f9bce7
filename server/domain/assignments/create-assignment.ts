import { ASSIGNMENT_STATUS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentDocuments, assignments, assignmentSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { type AssignmentInput } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import type { CompanyActor } from './company-actor';
import { recordOrderEvent } from '../events/record-order-event';
import { checkReusableFiles } from '../templates/check-reusable-files';
import { queueSavedSearchAlerts } from '../saved-searches/queue-saved-search-alerts';
import { resolveAssignmentReferences } from './resolve-assignment-references';
import { discardStoredFiles, storeAssignmentDocuments } from './store-assignment-documents';
import { toAssignmentColumns } from './to-assignment-columns';
import { resolveRoutingTarget } from '../talent-pools/resolve-routing-target';
import { routeOrder } from '../talent-pools/route-order';

type CreateAssignmentOptions = {
  db: Database;
  storage: FileStorage;
  actor: CompanyActor;
  input: AssignmentInput;
  documents: File[];
  /** Stored files of orders or templates the actor sees to attach again (a duplicate, an order from a template): shared, not copied. */
  reuseFileIds?: number[];
  maxBytes: number;
  now?: Date;
};

/** Posts a work order (status 0 Unassigned) with its skills, deliverables and documents (new uploads and reused stored files), routed first if the draft says so, and alerts the engineers whose saved searches it matches; answers its id. */
export async function createAssignment({ db, storage, actor, input, documents, reuseFileIds = [], maxBytes, now = new Date() }: CreateAssignmentOptions): Promise<number> {
  const reused = await checkReusableFiles({ db, actor, fileIds: reuseFileIds });
  if (documents.length + reused.length > MAX_ASSIGNMENT_DOCUMENTS) throw AppError.field('documents', `Attach at most ${MAX_ASSIGNMENT_DOCUMENTS} documents`);
  const columns = toAssignmentColumns(input, await resolveAssignmentReferences({ db, input }));
  if (columns.startAt <= now) throw AppError.field('scheduling.start_date', 'The start must be in the future');
  const routing = await resolveRoutingTarget({ db, actor, routing: input.routing });

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
      const attached = [...reused, ...stored.map((file) => file.id)];
      if (attached.length) await tx.insert(assignmentDocuments).values(attached.map((fileId) => ({ assignmentId: order.id, fileId })));
      await recordOrderEvent(tx, { event: 'post', order, by: { actor: 'company', userId: actor.userId }, note: 'Work order posted' });
      if (routing) await routeOrder(tx, { order, ...routing, now, userId: actor.userId });
      await queueSavedSearchAlerts(tx, { assignmentIds: [order.id] });
      return order.id;
    });
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
}
