import { and, eq, inArray } from 'drizzle-orm';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import type { UpdateTemplateInput } from '@/contracts/templates';
import type { Database } from '../../db/client';
import { workOrderTemplateDocuments, workOrderTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { CompanyActor } from '../assignments/company-actor';
import { resolveAssignmentReferences } from '../assignments/resolve-assignment-references';
import { discardStoredFiles, storeAssignmentDocuments } from '../assignments/store-assignment-documents';
import { checkTemplateName, saveTemplateName } from './check-template-name';
import { getTemplateOrThrow } from './template-access';

type UpdateTemplateOptions = {
  db: Database;
  storage: FileStorage;
  actor: CompanyActor;
  templateId: number;
  input: UpdateTemplateInput;
  documents: File[];
  maxBytes: number;
};

/**
 * Renames, re-shares or edits a template the actor may change, detaches documents and attaches
 * new uploads. A detached file goes only when no order and no other template attaches it.
 */
export async function updateTemplate({ db, storage, actor, templateId, input, documents, maxBytes }: UpdateTemplateOptions) {
  const template = await getTemplateOrThrow({ db, actor, templateId, toEdit: true });
  const current = await db.select({ fileId: workOrderTemplateDocuments.fileId }).from(workOrderTemplateDocuments).where(eq(workOrderTemplateDocuments.templateId, templateId));
  const removeIds = [...new Set(input.remove_file_ids)];
  const currentIds = new Set(current.map((row) => row.fileId));
  if (removeIds.some((id) => !currentIds.has(id))) throw AppError.field('remove_file_ids', 'A document to remove is not part of the template');
  if (current.length - removeIds.length + documents.length > MAX_ASSIGNMENT_DOCUMENTS) {
    throw AppError.field('documents', `A template holds at most ${MAX_ASSIGNMENT_DOCUMENTS} documents`);
  }
  if (input.draft) await resolveAssignmentReferences({ db, input: input.draft });
  if (input.name !== undefined) await checkTemplateName(db, { companyId: template.companyId, name: input.name, exceptId: templateId });

  const stored = await storeAssignmentDocuments({ db, storage, files: documents, uploadedBy: actor.userId, maxBytes });
  try {
    await saveTemplateName(() =>
      db.transaction(async (tx) => {
        await tx
          .update(workOrderTemplates)
          .set({ name: input.name ?? template.name, shared: input.shared ?? template.shared, draft: input.draft ?? template.draft, updatedAt: new Date() })
          .where(eq(workOrderTemplates.id, templateId));
        if (removeIds.length) {
          await tx.delete(workOrderTemplateDocuments).where(and(eq(workOrderTemplateDocuments.templateId, templateId), inArray(workOrderTemplateDocuments.fileId, removeIds)));
        }
        if (stored.length) await tx.insert(workOrderTemplateDocuments).values(stored.map((file) => ({ templateId, fileId: file.id })));
      }),
    );
  } catch (error) {
    await discardStoredFiles({ db, storage, fileIds: stored.map((file) => file.id) });
    throw error;
  }
  // Detached files go once the template no longer points at them, unless an order still does.
  await discardStoredFiles({ db, storage, fileIds: removeIds });
}
