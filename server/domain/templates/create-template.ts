import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import { templateDraftSchema, type CreateTemplateInput, type TemplateDraft } from '@/contracts/templates';
import type { Database } from '../../db/client';
import { workOrderTemplateDocuments, workOrderTemplates } from '../../db/schema';
import { validationError } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedAssignmentOrThrow } from '../assignments/get-owned-assignment-or-throw';
import { resolveAssignmentReferences } from '../assignments/resolve-assignment-references';
import { discardStoredFiles, storeAssignmentDocuments } from '../assignments/store-assignment-documents';
import { checkReusableFiles } from './check-reusable-files';
import { checkTemplateName, saveTemplateName } from './check-template-name';
import { loadOrderDraft } from './load-order-draft';

type CreateTemplateOptions = {
  db: Database;
  storage: FileStorage;
  actor: CompanyActor;
  input: CreateTemplateInput;
  documents: File[];
  maxBytes: number;
};

/**
 * Saves a named template from a draft, or from an order the actor sees (its draft without the
 * schedule, and its documents: the same stored files, not copies). New uploads are stored as the
 * order form's are. Answers the template's id.
 */
export async function createTemplate({ db, storage, actor, input, documents, maxBytes }: CreateTemplateOptions): Promise<number> {
  let draft: TemplateDraft;
  let fileIds = await checkReusableFiles({ db, actor, fileIds: input.reuse_file_ids });
  if (input.from_assignment_id !== undefined) {
    const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId: input.from_assignment_id });
    const fromOrder = await loadOrderDraft(db, order);
    const parsed = templateDraftSchema.safeParse(fromOrder.draft);
    if (!parsed.success) throw validationError(parsed.error);
    draft = parsed.data;
    fileIds = [...new Set([...fromOrder.fileIds, ...fileIds])];
  } else {
    draft = input.draft!;
  }
  if (fileIds.length + documents.length > MAX_ASSIGNMENT_DOCUMENTS) throw AppError.field('documents', `A template holds at most ${MAX_ASSIGNMENT_DOCUMENTS} documents`);
  await resolveAssignmentReferences({ db, input: draft });
  await checkTemplateName(db, { companyId: actor.companyId, name: input.name });

  const stored = await storeAssignmentDocuments({ db, storage, files: documents, uploadedBy: actor.userId, maxBytes });
  try {
    return await saveTemplateName(() =>
      db.transaction(async (tx) => {
        const [template] = await tx
          .insert(workOrderTemplates)
          .values({ companyId: actor.companyId, customerId: actor.customerId, createdBy: actor.userId, name: input.name, shared: input.shared, draft })
          .returning({ id: workOrderTemplates.id });
        const attached = [...fileIds, ...stored.map((file) => file.id)];
        if (attached.length) await tx.insert(workOrderTemplateDocuments).values(attached.map((fileId) => ({ templateId: template.id, fileId })));
        return template.id;
      }),
    );
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
}
