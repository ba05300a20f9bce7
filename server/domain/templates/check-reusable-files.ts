import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDocuments, assignments, workOrderTemplateDocuments, workOrderTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';
import { templateVisibleTo } from './template-access';

export const REUSED_FILE_NOT_FOUND_MESSAGE = 'A document to reuse was not found.';

/**
 * Checks that every stored file to attach again is a document of an order or a template the
 * actor sees; anything else (another tenant's file, a profile document, an id that does not
 * exist) is a 404, so no file can be taken by guessing its id. Answers the ids without repeats.
 */
export async function checkReusableFiles({ db, actor, fileIds }: { db: Database; actor: CompanyActor; fileIds: number[] }): Promise<number[]> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return [];
  const [ofOrders, ofTemplates] = await Promise.all([
    db
      .selectDistinct({ fileId: assignmentDocuments.fileId })
      .from(assignmentDocuments)
      .innerJoin(assignments, eq(assignments.id, assignmentDocuments.assignmentId))
      .where(and(inArray(assignmentDocuments.fileId, wanted), assignmentVisibleTo(actor))),
    db
      .selectDistinct({ fileId: workOrderTemplateDocuments.fileId })
      .from(workOrderTemplateDocuments)
      .innerJoin(workOrderTemplates, eq(workOrderTemplates.id, workOrderTemplateDocuments.templateId))
      .where(and(inArray(workOrderTemplateDocuments.fileId, wanted), templateVisibleTo(actor))),
  ]);
  const found = new Set([...ofOrders, ...ofTemplates].map((row) => row.fileId));
  if (wanted.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', REUSED_FILE_NOT_FOUND_MESSAGE);
  return wanted;
}
