import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { addExpense } from '../../domain/expenses/add-expense';
import { decideExpense } from '../../domain/expenses/decide-expense';
import { getExpenseReceipt } from '../../domain/expenses/get-expense-receipt';
import { listExpenses } from '../../domain/expenses/list-expenses';
import { toLifecycleParty } from '../../domain/lifecycle/lifecycle-party';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './expenses.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /expenses – the assigned engineer adds an expense with its receipt
export const add: Handler<'add'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const { receipt, ...input } = c.req.valid('form');
  const data = await addExpense({ db, storage, engineerId: user.id, input, receipt, maxBytes: uploadMaxBytes, now: c.var.now() });
  return c.json({ message: 'Expense added.', data }, 201);
};

// GET /expenses – a page of the expenses the user sees
export const list: Handler<'list'> = async (c) => {
  const data = await listExpenses({ db: c.var.db, party: toLifecycleParty(c.var.user), query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// PUT /expenses/{id} – approve or reject an expense
export const decide: Handler<'decide'> = async (c) => {
  const input = c.req.valid('json');
  const data = await decideExpense({ db: c.var.db, actor: toCompanyActor(c.var.user), expenseId: c.req.valid('param').id, input });
  return c.json({ message: input.status === 'approved' ? 'Expense approved.' : 'Expense rejected.', data }, 200);
};

// GET /expenses/{id}/receipt – the receipt file
export const downloadReceipt: Handler<'downloadReceipt'> = async (c) => {
  const { db, storage, user } = c.var;
  const content = await getExpenseReceipt({ db, storage, party: toLifecycleParty(user), expenseId: c.req.valid('param').id });
  return fileResponse(content) as never;
};
