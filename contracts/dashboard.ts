import '@/contracts/configureZod';
import { z } from 'zod';
import { isTimeZone } from '@/contracts/assignment';

// The dashboards' query and answers (counts, a bar chart per month, a pie chart per status).
// Plain zod, shared with the portal. Years and months are read in the caller's time zone.

export const DASHBOARD_MIN_YEAR = 2000;
export const DASHBOARD_MAX_YEAR = 2100;

const yearMessage = `year is a whole number from ${DASHBOARD_MIN_YEAR} to ${DASHBOARD_MAX_YEAR}`;

export const dashboardQuerySchema = z.object({
  /** The calendar year the figures cover; the current year when absent. */
  year: z.coerce.number({ error: yearMessage }).int(yearMessage).min(DASHBOARD_MIN_YEAR, yearMessage).max(DASHBOARD_MAX_YEAR, yearMessage).optional(),
  /** IANA zone in which years and months begin (the browser's); UTC when absent. */
  timezone: z
    .string({ error: 'timezone is a time zone name such as America/Chicago' })
    .trim()
    .max(64, 'timezone is a time zone name such as America/Chicago')
    .refine(isTimeZone, 'timezone is a time zone name such as America/Chicago')
    .optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** How many orders are in one status, with the label the asking side reads. */
export const statusCountSchema = z.object({ status: z.number().int(), label: z.string(), count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

const count = z.number().int();

export const dashboardCountsSchema = z.object({
  year: count,
  /** The earliest year with an order in the user's scope (the current year when none): where a year picker starts. */
  first_year: count,
  /** Orders in the user's scope now, of every status and year. */
  total_orders: count,
  /** Waiting for an engineer (0); always 0 for an engineer's own orders. */
  open_orders: count,
  /** Assigned and not yet approved: 1, 12, 2, 3, 4, 5 and 6. */
  in_progress_orders: count,
  pending_payment_orders: count,
  paid_orders: count,
  /** Every status with at least one order, in the order of the status filter list. */
  status_counts: z.array(statusCountSchema),
  /** Payments recorded in `year`: how many and their total (earned by the engineer, spent by the company side). */
  year_paid_orders: count,
  year_amount: z.number(),
  /** How the other side rated the user (one decimal), and from how many ratings. */
  rating_average: z.number().nullable(),
  rating_count: count,
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const monthTotalSchema = z.object({ month: z.number().int().min(1).max(12), paid_orders: count, amount: z.number() });
export type MonthTotal = z.infer<typeof monthTotalSchema>;

/** Payments recorded per month of `year`; all twelve months, empty ones with zeros. */
export const dashboardBarChartSchema = z.object({
  year: count,
  paid_orders: count,
  total_amount: z.number(),
  months: z.array(monthTotalSchema),
});
export type DashboardBarChart = z.infer<typeof dashboardBarChartSchema>;

/** Orders posted in `year`, by their current status. */
export const dashboardPieChartSchema = z.object({
  year: count,
  total_orders: count,
  statuses: z.array(statusCountSchema),
});
export type DashboardPieChart = z.infer<typeof dashboardPieChartSchema>;
