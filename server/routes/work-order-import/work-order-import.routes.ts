import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { IMPORT_ENDPOINTS, ROLES } from '@/constants';
import { apiFieldErrorSchema } from '@/contracts/envelope';
import { importRowErrorSchema, WORK_ORDER_IMPORT_COLUMNS, WORK_ORDER_IMPORT_LIMITS, workOrderImportQuerySchema, workOrderImportResultSchema } from '@/contracts/workOrderImport';
import type { AppEnv } from '../../lib/create-router';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses, errorSchema, jsonContent, multipartBody, uploadFile } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const MAX_MB = WORK_ORDER_IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** The file and the multipart framing around it; a larger body is refused before it is read (or hashed for its key). */
const limitImportSize = createMiddleware<AppEnv>((c, next) =>
  bodyLimit({
    maxSize: WORK_ORDER_IMPORT_LIMITS.maxBytes + 64 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_MB} MB; split it into smaller files.`);
    },
  })(c, next),
);

const rowErrors = errorSchema.extend({
  errors: z.array(apiFieldErrorSchema.extend(importRowErrorSchema.shape)).optional(),
});

const columnList = WORK_ORDER_IMPORT_COLUMNS.map((column) => `\`${column.key}\``).join(', ');

export const importWorkOrders = createRoute(
  idempotent({
    operationId: 'importWorkOrders',
    method: 'post',
    path: IMPORT_ENDPOINTS.WORK_ORDERS,
    tags: ['Company work orders'],
    summary: `Import work orders from a CSV file (multipart \`file\`, at most ${WORK_ORDER_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows and ${MAX_MB} MB)`,
    description:
      `A header row, then one work order per row. Columns: ${columnList}; names (category, skills, places, payment terms, document types) ` +
      'as the reference lists hold them. Every row is checked as the posting form checks a draft. `dry_run=true` answers the row errors and creates ' +
      'nothing; otherwise a file with any row error is a 400 listing every error (row as a spreadsheet numbers it, header = 1; column; message) and ' +
      'nothing is created, and a clean file creates every order in one transaction. Send an Idempotency-Key so a retried upload never creates twice',
    ...companySide,
    middleware: [...companySide.middleware, limitImportSize],
    request: {
      query: workOrderImportQuerySchema,
      body: multipartBody(z.object({ file: uploadFile.openapi({ description: 'The CSV file (UTF-8; a byte-order mark is fine)' }) })),
    },
    responses: {
      200: jsonContent(envelope(workOrderImportResultSchema.openapi('WorkOrderImportResult')), 'Checked (dry run) or imported: the counts and any row errors'),
      400: jsonContent(rowErrors.openapi('WorkOrderImportRefusal'), 'The file or a row is wrong; `errors` lists each row error (row, column, message) and nothing was created'),
      ...errorResponses(401, 403, 413, 415),
    },
  }),
);
