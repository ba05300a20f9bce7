import '@/contracts/configureZod';
import { z } from 'zod';
import { assignmentListQuerySchema } from '@/contracts/assignmentActions';
import { dateField, idListField } from '@/contracts/primitives';

// Queries of the CSV exports. Plain zod, shared with the portal.

/** The most ids one export may name (they travel in the address). */
export const MAX_EXPORT_IDS = 1000;

const idList = idListField('ids is a comma-separated list of work-order ids')
  .refine((ids) => ids.length > 0, 'Choose at least one work order')
  .refine((ids) => ids.length <= MAX_EXPORT_IDS, `Choose at most ${MAX_EXPORT_IDS} work orders`);

/** The work-order list's filters, search and sort (every page), optionally narrowed to chosen ids. */
export const workOrderExportQuerySchema = assignmentListQuerySchema.omit({ page: true, per_page: true }).extend({ ids: idList.optional() });
export type WorkOrderExportQuery = z.infer<typeof workOrderExportQuerySchema>;

/** A span of calendar days (UTC), both included. */
export const exportDateRangeSchema = z
  .object({ from: dateField('from is a date: YYYY-MM-DD'), to: dateField('to is a date: YYYY-MM-DD') })
  .refine(({ from, to }) => from <= to, { message: 'from is on or before to', path: ['to'] });
export type ExportDateRange = z.infer<typeof exportDateRangeSchema>;
