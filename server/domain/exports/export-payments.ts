import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExportDateRange } from '@/contracts/exports';
import type { Database } from '../../db/client';
import { assignments, customerPaymentTypes, payments, users } from '../../db/schema';
import { CSV_BOM, csvMoney, csvRow } from '../../lib/csv';
import { afterKey, streamPages } from '../../lib/keyset-stream';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';
import { asText, fullName, isoInstant, usDate, utcDayBounds, wallClockColumns } from './export-columns';

type ExportPaymentsOptions = { db: Database; actor: CompanyActor; range: ExportDateRange; chunkRows?: number };

export const PAYMENT_EXPORT_HEADER = [
  'Order ID', 'Title', 'Engineer', 'Engineer ID', 'Pay type',
  'Hourly rate', 'Max hours', 'Fixed amount', 'Blended first hours', 'Blended additional rate',
  'Hours worked', 'Billable hours', 'Labor', 'Expenses', 'Total',
  'Gateway', 'Reference', 'Paid at', 'Paid date', 'Paid by',
];

type Row = Record<string, string | null>;

const toCells = (row: Row) => [
  row.order_id, row.title, row.engineer, row.engineer_id, row.pay_type,
  csvMoney(row.hourly_rate), csvMoney(row.max_hours), csvMoney(row.fixed_amount), csvMoney(row.blended_first_hours), csvMoney(row.blended_additional_rate),
  csvMoney(row.hours_worked), csvMoney(row.billable_hours), csvMoney(row.labor), csvMoney(row.expenses), csvMoney(row.total),
  row.gateway, row.reference, isoInstant(row, 'paid'), usDate(row, 'paid'), row.paid_by,
];

/**
 * One page of the payment export: at most `limit` payments of the span the actor sees, oldest
 * first (by the time recorded, then the payment's id), after `after` (the last row of the page before).
 */
function paymentExportPage({ db, actor, range }: Omit<ExportPaymentsOptions, 'chunkRows'>, after: Row | undefined, limit: number) {
  const { start, end } = utcDayBounds(range);
  const engineer = alias(users, 'engineer');
  const payer = alias(users, 'payer');
  const billableHours = sql`case when ${payments.hoursWorked} is null then null else least(${payments.hoursWorked}, coalesce(${assignments.maxHours}, ${payments.hoursWorked})) end`;
  const resume = after && afterKey('asc', [{ column: payments.createdAt, value: after.key_at }, { column: payments.id, value: after.key_id }]);
  return db
    .select({
      // Where the next page resumes (not columns of the file).
      key_at: asText('key_at', payments.createdAt),
      key_id: asText('key_id', payments.id),
      order_id: asText('order_id', assignments.id),
      title: asText('title', assignments.title),
      engineer: fullName('engineer', engineer),
      engineer_id: asText('engineer_id', payments.engineerId),
      pay_type: asText('pay_type', customerPaymentTypes.name),
      hourly_rate: asText('hourly_rate', assignments.hourlyRate),
      max_hours: asText('max_hours', assignments.maxHours),
      fixed_amount: asText('fixed_amount', assignments.fixedAmount),
      blended_first_hours: asText('blended_first_hours', assignments.blendedFirstHours),
      blended_additional_rate: asText('blended_additional_rate', assignments.blendedAdditionalRate),
      hours_worked: asText('hours_worked', payments.hoursWorked),
      billable_hours: asText('billable_hours', billableHours),
      labor: asText('labor', payments.laborAmount),
      expenses: asText('expenses', payments.expensesAmount),
      total: asText('total', payments.totalAmount),
      gateway: asText('gateway', payments.gateway),
      reference: asText('reference', payments.reference),
      ...wallClockColumns('paid', payments.createdAt, 'UTC'),
      paid_by: fullName('paid_by', payer),
    })
    .from(payments)
    .innerJoin(assignments, eq(assignments.id, payments.assignmentId))
    .leftJoin(customerPaymentTypes, eq(customerPaymentTypes.id, assignments.paymentTypeId))
    .leftJoin(engineer, eq(engineer.id, payments.engineerId))
    .leftJoin(payer, eq(payer.id, payments.paidBy))
    .where(and(assignmentVisibleTo(actor), gte(payments.createdAt, start), lt(payments.createdAt, end), resume))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}

/**
 * Each payment recorded from `from` to `to` (UTC days) on an order the actor sees, with the
 * breakdown as it was paid (the order's terms, hours, labor, approved expenses, total), oldest first.
 */
export function exportPayments({ db, actor, range, chunkRows }: ExportPaymentsOptions): ReadableStream<Uint8Array> {
  return streamPages<Row>({
    head: CSV_BOM + csvRow(PAYMENT_EXPORT_HEADER),
    readPage: (after, limit) => paymentExportPage({ db, actor, range }, after, limit),
    writeRows: (page) => page.map((row) => csvRow(toCells(row))).join(''),
    pageRows: chunkRows,
  });
}
