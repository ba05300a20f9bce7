import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workOrderTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const TEMPLATE_NAME_TAKEN_MESSAGE = 'The company already has a template with this name.';

/** A name is unique within the company, whatever its case: a second one is a 409 on the name field. */
export async function checkTemplateName(db: Database | Transaction, { companyId, name, exceptId }: { companyId: number; name: string; exceptId?: number }) {
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
  if (taken) throw new AppError('CONFLICT', TEMPLATE_NAME_TAKEN_MESSAGE, [{ path: 'name', message: TEMPLATE_NAME_TAKEN_MESSAGE }]);
}
