import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workOrderTemplateDocuments, workOrderTemplates } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import type { CompanyActor } from '../assignments/company-actor';
import { deleteUnreferencedFileRows, removeStoredBytes } from '../files/discard-unreferenced-files';
import { getTemplateOrThrow } from './template-access';

/**
 * Deletes a template the actor may change. Its documents go with it unless an order posted from
 * it (or another template) still attaches the same stored file.
 */
export async function deleteTemplate({ db, storage, actor, templateId }: { db: Database; storage: FileStorage; actor: CompanyActor; templateId: number }) {
  await getTemplateOrThrow({ db, actor, templateId, toEdit: true });
  const removed = await db.transaction(async (tx) => {
    const documents = await tx.select({ fileId: workOrderTemplateDocuments.fileId }).from(workOrderTemplateDocuments).where(eq(workOrderTemplateDocuments.templateId, templateId));
    await tx.delete(workOrderTemplates).where(eq(workOrderTemplates.id, templateId));
    return deleteUnreferencedFileRows(tx, documents.map((row) => row.fileId));
  });
  // Bytes go after the commit: a rolled-back delete must not lose files still referenced.
  await removeStoredBytes(storage, removed);
}
