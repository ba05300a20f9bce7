import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, payments, type AssignmentRow } from '../../db/schema';
import { callApi, type TestApp } from '../helpers';

// Test support for the dashboards: GETs of the figures, payments written straight to the table
// (at a chosen time), and the figures worked out in JavaScript from the rows, to compare with.

export type Figures = 'dashboard-count' | 'bar-chart' | 'pie-chart';

/** GET /engineers/<figures> or /customers/<figures> with a query string. */
export function getFigures(app: TestApp, token: string, side: 'engineers' | 'customers', figures: Figures, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return callApi(app, 'GET', `/${side}/${figures}${search ? `?${search}` : ''}`, { token });
}

/** A payment of `total` recorded at `at` for an order (status 8 already). */
export async function insertPayment(db: Database, order: AssignmentRow, total: number, at: Date) {
  await db.insert(payments).values({
    assignmentId: order.id,
    engineerId: order.assignedEngineerId!,
    laborAmount: total,
    expensesAmount: 0,
    totalAmount: total,
    gateway: 'record',
    reference: `rec_test_${order.id}`,
    createdAt: at,
  });
}

export const rowsOfCompany = (db: Database, companyId: number) => db.select().from(assignments).where(eq(assignments.companyId, companyId));

export const paymentsWithOrders = (db: Database) =>
  db.select({ payment: payments, order: assignments }).from(payments).innerJoin(assignments, eq(assignments.id, payments.assignmentId));

/** `{ status: count }` of some rows. */
export function countByStatus(rows: AssignmentRow[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** `{ status: count }` of an answer's status list. */
export const answeredByStatus = (entries: { status: number; count: number }[]) => Object.fromEntries(entries.map((entry) => [entry.status, entry.count]));

export const cents = (value: number) => Math.round(value * 100) / 100;
