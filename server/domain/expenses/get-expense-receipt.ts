import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, expenses } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { expenseVisibleTo } from './expense-visible-to';

type GetExpenseReceiptOptions = { db: Database; storage: FileStorage; party: LifecycleParty; expenseId: number };

/** The receipt of an expense the party sees; anyone else's, or an expense without one, is not found. */
export async function getExpenseReceipt({ db, storage, party, expenseId }: GetExpenseReceiptOptions): Promise<StoredFileContent> {
  const [expense] = await db
    .select({ fileId: expenses.receiptFileId })
    .from(expenses)
    .innerJoin(assignments, eq(assignments.id, expenses.assignmentId))
    .where(and(eq(expenses.id, expenseId), expenseVisibleTo(party)))
    .limit(1);
  if (!expense?.fileId) throw new AppError('NOT_FOUND', 'File not found.');
  return readStoredFile({ db, storage, fileId: expense.fileId });
}
