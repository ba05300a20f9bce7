import '@/contracts/configureZod';
import { z } from 'zod';
import { isoTime } from '@/contracts/primitives';

// An engineer's track record, computed from their orders: what a company vets applicants with
// and what the engineer sees of themselves on their dashboard.

const count = z.number().int().min(0);

export const trackRecordSchema = z.object({
  engineer_id: z.number().int(),
  /** Orders assigned to them that reached completion (Pending Approval, Pending Payment or Paid). */
  completed_orders: count,
  /** The same, with the asking company; null when nobody asks as a company (the engineer's own view). */
  completed_with_company: count.nullable(),
  /** Their check-ins, and how many were on time against the schedule (the check-in rule's tolerance applied). */
  check_ins: count,
  on_time_check_ins: count,
  /** on_time_check_ins / check_ins to two decimals (0.95 is 95%); null without check-ins. */
  on_time_rate: z.number().min(0).max(1).nullable(),
  /** Orders assigned to them that the company side then cancelled. */
  cancelled_after_assignment: count,
  /** Orders they gave back after being assigned. */
  leaves: count,
  /** From the ratings company sides gave them, revealed ones only; average to one decimal. */
  rating_average: z.number().nullable(),
  rating_count: count,
  /** When their account was made. */
  member_since: isoTime,
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;
