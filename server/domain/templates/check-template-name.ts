import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workOrderTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refuseDuplicate } from '../../lib/unique-violation';

export const TEMPLATE_NAME_TAKEN_MESSAGE = 'The company already has a template with this name.';

const nameTaken = () => new AppError('CONFLICT', TEMPLATE_NAME_TAKEN_MESSAGE, [{ path: 'name', message: TEMPLATE_NAME_TAKEN_MESSAGE }]);

/**
 * A name is unique within the company, whatever its case (names arrive trimmed): a second one is
 * a 409 on the name field. Checked first, so nothing is stored for a refused save.
 */
export async function checkTemplateName(db: Database, { companyId, name, exceptId }: { companyId: number; name: string; exceptId?: number }) {
  const [taken] = await db
    .select({ id: workOrderTemplates.id })
    .from(workOrderTemplates)
    .where(
      and(
        eq(workOrderTemplates.companyId, companyId),
        sql`lower(${workOrderTemplates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(workOrderTemplates.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** Runs the write of a template's name: the unique index (company, lower(name)) settles two saves at once, with the same 409. */
export const saveTemplateName = <T>(write: () => Promise<T>): Promise<T> => refuseDuplicate(write, nameTaken);
