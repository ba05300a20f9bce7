import '@/contracts/configureZod';
import { z } from 'zod';
import { ROUTE_HOURS } from '@/constants';
import { assignmentListQuerySchema } from '@/contracts/assignmentActions';
import { apiErrorCodeSchema } from '@/contracts/envelope';
import { idField } from '@/contracts/primitives';

// One action on many work orders of the company side: the chosen ids, or every order the list's
// filters select. Each order is acted on alone, so one refused order never stops the others.

export const BULK_ACTIONS = ['cancel', 'route', 'open_to_everyone'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most orders one request may act on (chosen ids, or what a filter selects). */
export const MAX_BULK_ORDERS = 500;

/** The work-order list's filters and search, without paging. */
export const bulkFilterSchema = assignmentListQuerySchema.omit({ page: true, per_page: true });
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

/** What an action takes besides the orders: the pool and hours of route, the reason of cancel. */
export const bulkOptionsSchema = z.object({
  /** For route: one of the company's talent pools. */
  pool_id: idField('Choose a talent pool').optional(),
  /** For route: how long only the pool sees the orders. */
  route_hours: z.coerce
    .number({ error: 'route_hours is a number of hours' })
    .int('route_hours is a whole number of hours')
    .min(ROUTE_HOURS.min, `Route for at least ${ROUTE_HOURS.min} hour`)
    .max(ROUTE_HOURS.max, `Route for at most ${ROUTE_HOURS.max} hours`)
    .default(ROUTE_HOURS.default),
  /** For cancel: told to the engineers concerned and kept in the log. */
  reason: z.string().trim().max(1000, 'Use at most 1000 characters').nullish(),
});

export const bulkWorkOrdersSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `action is one of ${BULK_ACTIONS.join(', ')}` }),
    ids: z
      .array(idField('Each id is a work order id'))
      .min(1, 'Choose at least one work order')
      .max(MAX_BULK_ORDERS, `Choose at most ${MAX_BULK_ORDERS} work orders`)
      .optional(),
    filter: bulkFilterSchema.optional(),
    ...bulkOptionsSchema.shape,
  })
  // ids or filter, not both: checked after the pool (an answer about another company's pool comes first).
  .superRefine((body, context) => {
    if (body.action === 'route' && body.pool_id === undefined) context.addIssue({ code: 'custom', path: ['pool_id'], message: 'Choose a talent pool' });
  });
export type BulkWorkOrdersInput = z.input<typeof bulkWorkOrdersSchema>;
export type BulkWorkOrdersRequest = z.output<typeof bulkWorkOrdersSchema>;

export const bulkResultSchema = z.object({
  id: z.number().int(),
  result: z.enum(['done', 'refused']),
  /** Why it was refused (another company's order reads as not found); null when done. */
  reason: z.string().nullable(),
  code: apiErrorCodeSchema.nullable(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkWorkOrdersResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** One per order, in the order asked (a filter: the list's order). */
  results: z.array(bulkResultSchema),
  totals: z.object({ requested: z.number().int(), done: z.number().int(), refused: z.number().int() }),
});
export type BulkWorkOrdersResult = z.infer<typeof bulkWorkOrdersResultSchema>;
