import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDocuments, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';
import { myApplicationJoin } from './engineer-sql';

type GetEngineerAssignmentDocumentOptions = { db: Database; storage: FileStorage; engineerId: number; documentId: number };

/** A work-order document for an engineer with an open application on the order, or its assignee; else not found. */
export async function getEngineerAssignmentDocument({ db, storage, engineerId, documentId }: GetEngineerAssignmentDocumentOptions): Promise<StoredFileContent> {
  const [document] = await db
    .select({ fileId: assignmentDocuments.fileId })
    .from(assignmentDocuments)
    .innerJoin(assignments, eq(assignments.id, assignmentDocuments.assignmentId))
    .leftJoin(assignmentApplications, myApplicationJoin(engineerId))
    .where(
      and(
        eq(assignmentDocuments.id, documentId),
        or(eq(assignments.assignedEngineerId, engineerId), inArray(assignmentApplications.status, ['applied', 'assigned'])),
      ),
    )
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'File not found.');
  return readStoredFile({ db, storage, fileId: document.fileId });
}
