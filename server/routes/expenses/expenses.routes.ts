import { createRoute } from '@hono/zod-openapi';
import { EXPENSE_ENDPOINTS, MAX_PER_PAGE, ROLES } from '@/constants';
import { expenseDecisionSchema, expenseFieldsSchema, expenseIdParamSchema, expenseListQuerySchema, expenseSchema } from '@/contracts/expenses';
import { envelope, errorResponses, fileDownload, jsonBody, jsonContent, multipartBody, page, uploadFile } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Expenses'];
const expense = envelope(expenseSchema.openapi('Expense'));
const anySide = signedIn(ROLES.FIELD_ENGINEER, ROLES.COMPANY, ROLES.CUSTOMER);

export const add = createRoute(idempotent({
  operationId: 'addExpense',
  method: 'post',
  path: EXPENSE_ENDPOINTS.EXPENSES,
  tags,
  summary:
    'The assigned engineer adds an expense (multipart: assignment_id, amount, category, description, optional `receipt` file) from ' +
    '3 Checked In until the order is completed (409 otherwise). It is pending until the company side decides',
  ...signedIn(ROLES.FIELD_ENGINEER),
  request: { body: multipartBody(expenseFieldsSchema.extend({ receipt: uploadFile.optional() })) },
  responses: { 201: jsonContent(expense, 'The expense, pending'), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
}));

export const list = createRoute({
  operationId: 'listExpenses',
  method: 'get',
  path: EXPENSE_ENDPOINTS.EXPENSES,
  tags,
  summary:
    `A page of expenses, newest first: an engineer's own, or those of the company side's orders; by assignment_id (404 unless the order ` +
    `is the company side's or assigned to the engineer) and status. per_page at most ${MAX_PER_PAGE}`,
  ...anySide,
  request: { query: expenseListQuerySchema },
  responses: { 200: jsonContent(envelope(page(expenseSchema)), 'A page of expenses'), ...errorResponses(400, 401, 403, 404) },
});

export const decide = createRoute({
  operationId: 'decideExpense',
  method: 'put',
  path: EXPENSE_ENDPOINTS.EXPENSE,
  tags,
  summary: 'The company side approves or rejects a pending expense, once, until the order is paid (409 otherwise). Only approved expenses are paid',
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { params: expenseIdParamSchema, body: jsonBody(expenseDecisionSchema.openapi('ExpenseDecisionRequest')) },
  responses: { 200: jsonContent(expense, 'The expense as decided'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const downloadReceipt = createRoute({
  operationId: 'downloadExpenseReceipt',
  method: 'get',
  path: EXPENSE_ENDPOINTS.RECEIPT,
  tags,
  summary: 'Download the receipt of an expense the user sees',
  ...anySide,
  request: { params: expenseIdParamSchema },
  responses: fileDownload,
});
