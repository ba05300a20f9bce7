import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { exportExpenses } from '../../domain/exports/export-expenses';
import { exportPayments } from '../../domain/exports/export-payments';
import { exportWorkOrders } from '../../domain/exports/export-work-orders';
import { exportFileName } from '../../domain/exports/export-columns';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './exports.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** A CSV answer streamed as an attachment; never cached (it holds the company's records). */
function csvResponse(body: ReadableStream<Uint8Array>, fileName: string) {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

const today = (c: Context<AppEnv>) => c.var.now().toISOString().slice(0, 10);

// GET /customers/export-work-orders – the list's orders for its filters, as CSV
export const exportWorkOrdersCsv: Handler<'exportWorkOrders'> = async (c) => {
  const body = exportWorkOrders({ db: c.var.db, actor: toCompanyActor(c.var.user), query: c.req.valid('query'), chunkRows: c.var.exportChunkRows });
  return csvResponse(body, exportFileName('work-orders', today(c)));
};

// GET /customers/export-payments – the payments of a span of days, as CSV
export const exportPaymentsCsv: Handler<'exportPayments'> = async (c) => {
  const range = c.req.valid('query');
  const body = exportPayments({ db: c.var.db, actor: toCompanyActor(c.var.user), range, chunkRows: c.var.exportChunkRows });
  return csvResponse(body, exportFileName('payments', `${range.from}-to-${range.to}`));
};

// GET /customers/export-expenses – the expenses of a span of days, as CSV
export const exportExpensesCsv: Handler<'exportExpenses'> = async (c) => {
  const range = c.req.valid('query');
  const body = exportExpenses({ db: c.var.db, actor: toCompanyActor(c.var.user), range, chunkRows: c.var.exportChunkRows });
  return csvResponse(body, exportFileName('expenses', `${range.from}-to-${range.to}`));
};
