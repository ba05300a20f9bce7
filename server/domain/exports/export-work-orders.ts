import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPANY_STATUS_LABELS, type AssignmentStatus } from '@/constants';
import type { WorkOrderExportQuery } from '@/contracts/exports';
import type { Database } from '../../db/client';
import { assignments, cities, customerPaymentTypes, expenses, payments, states, users } from '../../db/schema';
import { CSV_BOM, csvMoney, csvRow } from '../../lib/csv';
import { streamCursor } from '../../lib/cursor-stream';
import type { CompanyActor } from '../assignments/company-actor';
import { assignmentListOrder, assignmentListWhere } from '../assignments/list-company-assignments';
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
 * Every order the work-order list shows for the same filters, search and sort (all pages; only
 * the chosen ids when given), as CSV: times in the site's zone, money with two decimals.
 */
export function exportWorkOrders({ db, actor, query, chunkRows }: ExportWorkOrdersOptions): ReadableStream<Uint8Array> {
  const listed = assignmentListWhere(actor, query);
  const where = query.ids ? and(listed, inArray(assignments.id, query.ids)) : listed;
  const engineer = alias(users, 'engineer');
  const creator = alias(users, 'creator');
  const zone = assignments.timezone;
  const approvedExpenses = sql`(select coalesce(sum(${expenses.amount}), 0) from ${expenses} where ${expenses.assignmentId} = ${assignments.id} and ${expenses.status} = 'approved')`;
  const hoursWorked = sql`round((greatest(0, extract(epoch from ${assignments.checkedOutAt} - ${assignments.checkedInAt})) / 3600)::numeric, 2)`;
  const rows = db
    .select({
      id: asText('id', assignments.id),
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
    .where(where)
    .orderBy(...assignmentListOrder(query));
  return streamCursor<Row>({
    db,
    query: rows,
    head: CSV_BOM + csvRow(WORK_ORDER_EXPORT_HEADER),
    writeRows: (chunk) => chunk.map((row) => csvRow(toCells(row))).join(''),
    chunkRows,
  });
}
