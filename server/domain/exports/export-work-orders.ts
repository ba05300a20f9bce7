import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPANY_STATUS_LABELS, type AssignmentStatus } from '@/constants';
import type { WorkOrderExportQuery } from '@/contracts/exports';
import type { Database } from '../../db/client';
import { assignments, cities, customerPaymentTypes, expenses, payments, states, users } from '../../db/schema';
import { CSV_BOM, csvMoney, csvRow } from '../../lib/csv';
import { afterKey, streamPages } from '../../lib/keyset-stream';
import type { CompanyActor } from '../assignments/company-actor';
import { assignmentListOrder, assignmentListSortColumn, assignmentListWhere } from '../assignments/list-company-assignments';
import { asText, fullName, isoInstant, usDate, wallClockColumns } from './export-columns';

type ExportWorkOrdersOptions = { db: Database; actor: CompanyActor; query: WorkOrderExportQuery; chunkRows?: number };

export const WORK_ORDER_EXPORT_HEADER = [
  'ID', 'Title', 'Status', 'Site', 'City', 'State', 'ZIP', 'Zone',
  'Start', 'Start date', 'End', 'End date',
  'Pay type', 'Agreed pay', 'Hours', 'Expenses approved', 'Total paid', 'Paid at', 'Paid date',
  'Engineer', 'Engineer ID', 'Created by', 'Created at', 'Created date',
];

type Row = Record<string, string | null>;

function toCells(row: Row) {
  return [
    row.id, row.title, COMPANY_STATUS_LABELS[Number(row.status) as AssignmentStatus] ?? row.status,
    row.site, row.city, row.state, row.zip, row.zone,
    isoInstant(row, 'start'), usDate(row, 'start'), isoInstant(row, 'end'), usDate(row, 'end'),
    row.pay_type, csvMoney(row.agreed_pay), csvMoney(row.hours), csvMoney(row.expenses_approved), csvMoney(row.total_paid),
    isoInstant(row, 'paid'), usDate(row, 'paid'),
    row.engineer, row.engineer_id, row.created_by, isoInstant(row, 'created'), usDate(row, 'created'),
  ];
}

/**
 * One page of the export: each column as text, in the list's order, at most `limit` orders after
 * `after` (the last row of the page before). The page's orders are chosen on the orders alone
 * (resuming after the last one's sort key and id), and only they are joined to their names.
 */
export function workOrderExportPage({ db, actor, query }: Omit<ExportWorkOrdersOptions, 'chunkRows'>, after: Row | undefined, limit: number) {
  const listed = assignmentListWhere(actor, query);
  const conditions: (SQL | undefined)[] = [listed, query.ids ? inArray(assignments.id, query.ids) : undefined];
  const sortColumn = assignmentListSortColumn(query);
  if (after) conditions.push(afterKey(query.order, [{ column: sortColumn, value: after.sort_key }, { column: assignments.id, value: after.id }]));
  const orderBy = assignmentListOrder(query);
  const pageIds = db.select({ id: assignments.id }).from(assignments).where(and(...conditions)).orderBy(...orderBy).limit(limit);
  const engineer = alias(users, 'engineer');
  const creator = alias(users, 'creator');
  const zone = assignments.timezone;
  const approvedExpenses = sql`(select coalesce(sum(${expenses.amount}), 0) from ${expenses} where ${expenses.assignmentId} = ${assignments.id} and ${expenses.status} = 'approved')`;
  const hoursWorked = sql`round((greatest(0, extract(epoch from ${assignments.checkedOutAt} - ${assignments.checkedInAt})) / 3600)::numeric, 2)`;
  return db
    .select({
      id: asText('id', assignments.id),
      // Where the next page resumes (not a column of the file).
      sort_key: asText('sort_key', sortColumn),
      title: asText('title', assignments.title),
      status: asText('status', assignments.status),
      site: sql<string | null>`nullif(concat_ws(', ', ${assignments.addressLine1}, ${assignments.addressLine2}), '')`.as('site'),
      city: asText('city', cities.name),
      state: asText('state', states.name),
      zip: asText('zip', assignments.zip),
      zone: asText('zone', zone),
      ...wallClockColumns('start', assignments.startAt, zone),
      ...wallClockColumns('end', assignments.endAt, zone),
      pay_type: asText('pay_type', customerPaymentTypes.name),
      agreed_pay: asText('agreed_pay', assignments.agreedAmount),
      hours: asText('hours', sql`coalesce(${payments.hoursWorked}, ${hoursWorked})`),
      expenses_approved: asText('expenses_approved', approvedExpenses),
      total_paid: asText('total_paid', payments.totalAmount),
      ...wallClockColumns('paid', assignments.paidAt, zone),
      engineer: fullName('engineer', engineer),
      engineer_id: asText('engineer_id', assignments.assignedEngineerId),
      created_by: fullName('created_by', creator),
      ...wallClockColumns('created', assignments.createdAt, zone),
    })
    .from(assignments)
    .leftJoin(cities, eq(cities.id, assignments.cityId))
    .leftJoin(states, eq(states.id, assignments.stateId))
    .leftJoin(customerPaymentTypes, eq(customerPaymentTypes.id, assignments.paymentTypeId))
    .leftJoin(payments, eq(payments.assignmentId, assignments.id))
    .leftJoin(engineer, eq(engineer.id, assignments.assignedEngineerId))
    .leftJoin(creator, eq(creator.id, assignments.createdBy))
    .where(inArray(assignments.id, pageIds))
    .orderBy(...orderBy);
}

/**
 * Every order the work-order list shows for the same filters, search and sort (all pages; only
 * the chosen ids when given), as CSV: times in the site's zone, money with two decimals.
 */
export function exportWorkOrders({ db, actor, query, chunkRows }: ExportWorkOrdersOptions): ReadableStream<Uint8Array> {
  return streamPages<Row>({
    head: CSV_BOM + csvRow(WORK_ORDER_EXPORT_HEADER),
    readPage: (after, limit) => workOrderExportPage({ db, actor, query }, after, limit),
    writeRows: (page) => page.map((row) => csvRow(toCells(row))).join(''),
    pageRows: chunkRows,
  });
}
