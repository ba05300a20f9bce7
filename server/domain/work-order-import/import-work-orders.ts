import { ASSIGNMENT_STATUS } from '@/constants';
import { WORK_ORDER_IMPORT_LIMITS, type ImportRowError, type WorkOrderImportResult } from '@/contracts/workOrderImport';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { toAssignmentColumns } from '../assignments/to-assignment-columns';
import { recordOrderEvents } from '../events/record-order-event';
import { queueSavedSearchAlerts } from '../saved-searches/queue-saved-search-alerts';
import { loadImportReferences, type ImportReferences } from './load-import-references';
import { mapImportRow, type MappedRow } from './map-import-row';
import { insertOrderRows } from './insert-order-rows';
import { readImportCsv } from './read-import-csv';

type ImportWorkOrdersOptions = {
  db: Database;
  actor: CompanyActor;
  file: File;
  /** True checks every row and creates nothing. */
  dryRun: boolean;
  now?: Date;
};

/** Rows per INSERT of skills and deliverables (2–4 columns each): well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 10_000;

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Imports work orders from a CSV file (constants of contracts/workOrderImport.ts): every row is
 * read, resolved and checked as the form's draft is. A dry run answers the row errors and
 * creates nothing; otherwise any row error refuses the whole file (400 with every error), and
 * a clean file is posted in one transaction, all rows or none, each order with its skills,
 * deliverables and its `post` event as posting one does.
 */
export async function importWorkOrders({ db, actor, file, dryRun, now = new Date() }: ImportWorkOrdersOptions): Promise<WorkOrderImportResult> {
  const { maxBytes, maxRows } = WORK_ORDER_IMPORT_LIMITS;
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / (1024 * 1024)} MB; split it into smaller files.`);
  const csv = readImportCsv(await file.text());
  if (csv.rows.length > maxRows) {
    throw AppError.field('file', `The file has ${plural(csv.rows.length, 'row', 'rows')}; import at most ${maxRows.toLocaleString('en-US')} rows per file.`);
  }
  if (csv.rows.length === 0) throw AppError.field('file', 'The file has no work orders under its header row; start from the template.');

  const references = await loadImportReferences(db, csv.rows);
  const errors: ImportRowError[] = [...csv.errors];
  const valid: MappedRow[] = [];
  const headerBroken = csv.errors.some((error) => error.row === 1);
  for (const row of csv.rows) {
    const mapped = mapImportRow(row, references, now);
    if (mapped.ok) valid.push(mapped.value);
    else errors.push(...mapped.errors);
  }
  errors.sort((a, b) => a.row - b.row);
  const rowsWithErrors = new Set(errors.map((error) => error.row)).size;
  const validRows = headerBroken ? 0 : csv.rows.length - new Set(errors.filter((error) => error.row > 1).map((error) => error.row)).size;

  const result = { dry_run: dryRun, total_rows: csv.rows.length, valid_rows: validRows, created: 0, errors };
  if (dryRun) return result;
  if (errors.length > 0) {
    throw new AppError('BAD_REQUEST', `${plural(rowsWithErrors, 'row has', 'rows have')} errors; nothing was imported. Fix them and import the file again.`, errors);
  }
  await createImportedOrders(db, actor, valid, references);
  return { ...result, created: valid.length };
}

/** Posts the rows in one transaction: the orders in one insert, then their skills, deliverables and events. */
async function createImportedOrders(db: Database, actor: CompanyActor, rows: MappedRow[], references: ImportReferences): Promise<void> {
  await db.transaction(async (tx) => {
    const orders = await insertOrderRows(
      tx,
      rows.map(({ input, city }) => ({
        ...toAssignmentColumns(input, {
          latitude: city?.latitude ?? null,
          longitude: city?.longitude ?? null,
          searchTerms: references.searchTerms(input.basic_info.skill_ids, input.basic_info.job_title_id),
        }),
        companyId: actor.companyId,
        customerId: actor.customerId,
        createdBy: actor.userId,
        status: ASSIGNMENT_STATUS.UNASSIGNED,
      })),
    );

    const skillRows = rows.flatMap(({ input }, index) => [...new Set(input.basic_info.skill_ids)].map((skillId) => ({ assignmentId: orders[index].id, skillId })));
    for (const chunk of chunks(skillRows, INSERT_CHUNK)) await tx.insert(assignmentSkills).values(chunk);
    const deliverableRows = rows.flatMap(({ input }, index) =>
      input.deliverables.map((item) => ({ assignmentId: orders[index].id, name: item.name, documentTypeId: item.document_type_id, isRequired: item.is_required })),
    );
    for (const chunk of chunks(deliverableRows, INSERT_CHUNK)) await tx.insert(assignmentDeliverables).values(chunk);

    await recordOrderEvents(
      tx,
      orders.map((order) => ({ event: 'post', order, by: { actor: 'company', userId: actor.userId }, note: 'Work order posted' })),
    );
    await queueSavedSearchAlerts(tx, { assignmentIds: orders.map((order) => order.id) });
  });
}
