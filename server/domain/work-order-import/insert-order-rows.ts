import { getTableColumns, sql } from 'drizzle-orm';
import type { AssignmentStatus } from '@/constants';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';

type OrderRow = typeof assignments.$inferInsert;
export type InsertedOrder = { id: number; status: AssignmentStatus; companyId: number; createdBy: number; assignedEngineerId: number | null };

const COLUMNS = getTableColumns(assignments);

/**
 * Inserts many orders in one statement of one array per column (`insert … select from
 * unnest(…)`): a few dozen parameters whatever the row count, where a multi-row VALUES would
 * take ~30 per row and seconds to build for thousands. Every row must set the same columns.
 * Answers the new orders in the order of `rows`.
 */
export async function insertOrderRows(tx: Database, rows: OrderRow[]): Promise<InsertedOrder[]> {
  if (rows.length === 0) return [];
  const keys = Object.keys(rows[0]) as (keyof OrderRow & keyof typeof COLUMNS)[];
  const names = keys.map((key) => sql.identifier(COLUMNS[key].name));
  const arrays = keys.map((key) => {
    const column = COLUMNS[key];
    const values = rows.map((row) => (row[key] === null || row[key] === undefined ? null : column.mapToDriverValue(row[key])));
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  // WITH ORDINALITY and ORDER BY keep the rows (and so the answered ids) in the order given.
  const result = await tx.execute(sql`
    insert into ${assignments} (${sql.join(names, sql`, `)})
    select ${sql.join(names, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as row_values(${sql.join(names, sql`, `)}, position)
    order by position
    returning id, status, company_id, created_by, assigned_engineer_id`);
  const { rows: inserted } = result as unknown as { rows: { id: number; status: AssignmentStatus; company_id: number; created_by: number; assigned_engineer_id: number | null }[] };
  return inserted.map((row) => ({ id: Number(row.id), status: Number(row.status) as AssignmentStatus, companyId: Number(row.company_id), createdBy: Number(row.created_by), assignedEngineerId: row.assigned_engineer_id }));
}
