import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles, users, workOrderTemplateDocuments } from '../../db/schema';
import type { TemplateDetails } from '@/contracts/templates';
import type { CompanyActor } from '../assignments/company-actor';
import { toTemplateSummary } from './list-templates';
import { getTemplateOrThrow } from './template-access';

/** One template the actor sees, with its draft and its documents (`id` = the stored file's id). */
export async function getTemplate({ db, actor, templateId }: { db: Database; actor: CompanyActor; templateId: number }): Promise<TemplateDetails> {
  const template = await getTemplateOrThrow({ db, actor, templateId });
  const [creator] = template.createdBy === null ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, template.createdBy));
  const documents = await db
    .select({ file: storedFiles })
    .from(workOrderTemplateDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, workOrderTemplateDocuments.fileId))
    .where(eq(workOrderTemplateDocuments.templateId, templateId))
    .orderBy(asc(storedFiles.id));
  return {
    ...toTemplateSummary(actor, template, creator ?? { id: null, firstName: null, lastName: null }, documents.length),
    draft: template.draft,
    documents: documents.map(({ file }) => ({ id: file.id, name: file.originalName, mime_type: file.mimeType, size_bytes: file.sizeBytes })),
  };
}
