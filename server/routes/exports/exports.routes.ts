import { createRoute, z } from '@hono/zod-openapi';
import { EXPORT_ENDPOINTS, ROLES } from '@/constants';
import { exportDateRangeSchema, MAX_EXPORT_IDS, workOrderExportQuerySchema } from '@/contracts/exports';
import { errorResponses } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Exports'];
// A read like the others: with a token seen before, the answer is made while the token is checked
// again, and goes out only once the check passes (otherwise its body is cancelled unread). No
// query runs until the body is read: the header is all the stream holds before that.
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);

const csvFile = (description: string, example: string) => ({
  200: {
    content: { 'text/csv': { schema: z.string().openapi({ description: 'CSV (RFC 4180, UTF-8 with a byte order mark, CRLF line ends)', example }) } },
    description,
    headers: {
      'Content-Disposition': { description: 'attachment; filename="…-YYYY-MM-DD.csv"', schema: { type: 'string' as const } },
    },
  },
});

const CSV_RULES =
  'Streamed as it is read, in RFC 4180 with a UTF-8 byte order mark: money with two decimals, times in ISO 8601 with their offset ' +
  'beside a MM/DD/YYYY day, and a leading apostrophe on any text starting with =, +, -, @, tab or CR (so no cell runs as a formula)';

export const exportWorkOrders = createRoute({
  operationId: 'exportWorkOrders',
  method: 'get',
  path: EXPORT_ENDPOINTS.WORK_ORDERS,
  tags,
  summary:
    `Every work order the list shows for the same status, search and sort (all pages; company: all of its own and its customers', ` +
    `customer: their own), or only those of ids (at most ${MAX_EXPORT_IDS}), as CSV; schedule and other times in the site's zone. ${CSV_RULES}`,
  ...companySide,
  request: { query: workOrderExportQuerySchema },
  responses: {
    ...csvFile('The work orders, one a row', '\uFEFFID,Title,Status,...\r\n42,POS terminal install,Unassigned,...\r\n'),
    ...errorResponses(400, 401, 403),
  },
});

export const exportPayments = createRoute({
  operationId: 'exportPayments',
  method: 'get',
  path: EXPORT_ENDPOINTS.PAYMENTS,
  tags,
  summary: `Each payment recorded from \`from\` to \`to\` (UTC days, both included) on an order the user sees, with its breakdown as paid, as CSV. ${CSV_RULES}`,
  ...companySide,
  request: { query: exportDateRangeSchema },
  responses: {
    ...csvFile('The payments, one a row, oldest first', '\uFEFFOrder ID,Title,Engineer,...\r\n42,POS terminal install,Erin Field,...\r\n'),
    ...errorResponses(400, 401, 403),
  },
});

export const exportExpenses = createRoute({
  operationId: 'exportExpenses',
  method: 'get',
  path: EXPORT_ENDPOINTS.EXPENSES,
  tags,
  summary: `Each expense submitted from \`from\` to \`to\` (UTC days, both included) on an order the user sees, whatever its status, as CSV. ${CSV_RULES}`,
  ...companySide,
  request: { query: exportDateRangeSchema },
  responses: {
    ...csvFile('The expenses, one a row, oldest first', '\uFEFFExpense ID,Order ID,Order title,...\r\n7,42,POS terminal install,...\r\n'),
    ...errorResponses(400, 401, 403),
  },
});
