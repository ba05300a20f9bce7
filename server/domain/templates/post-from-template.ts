import { eq } from 'drizzle-orm';
import { assignmentInputSchema } from '@/contracts/assignment';
import type { PostFromTemplateInput } from '@/contracts/templates';
import type { Database } from '../../db/client';
import { workOrderTemplateDocuments } from '../../db/schema';
import { validationError } from '../../lib/error-handler';
import type { FileStorage } from '../../lib/storage';
import type { CompanyActor } from '../assignments/company-actor';
import { createAssignment } from '../assignments/create-assignment';
import { getTemplateOrThrow } from './template-access';

type PostFromTemplateOptions = { db: Database; storage: FileStorage; actor: CompanyActor; templateId: number; input: PostFromTemplateInput; maxBytes: number; now?: Date };

/**
 * Posts a work order from a template the actor sees: its draft with the schedule given (and any
 * section given instead of the template's), its documents attached as the same stored files.
 * Answers the new order's id.
 */
export async function postFromTemplate({ db, storage, actor, templateId, input, maxBytes, now }: PostFromTemplateOptions): Promise<number> {
  const template = await getTemplateOrThrow({ db, actor, templateId });
  const parsed = assignmentInputSchema.safeParse({
    ...template.draft,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  });
  if (!parsed.success) throw validationError(parsed.error);
  const documents = await db.select({ fileId: workOrderTemplateDocuments.fileId }).from(workOrderTemplateDocuments).where(eq(workOrderTemplateDocuments.templateId, templateId));
  return createAssignment({ db, storage, actor, input: parsed.data, documents: [], reuseFileIds: documents.map((row) => row.fileId), maxBytes, now });
}
