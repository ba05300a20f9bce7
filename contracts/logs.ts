import '@/contracts/configureZod';
import { z } from 'zod';
import { ASSIGNMENT_EVENT_LABELS } from '@/constants';
import { idField, pageFields } from '@/contracts/primitives';

// The work-order log (timeline). Events use the second code set
// (constants ASSIGNMENT_EVENT), which reads as events: 4 checked out, 7 approved …

export const logsQuerySchema = z.object({
  ...pageFields,
  user_id: idField('Choose a user').optional(),
  assignment_id: idField('Choose a work order').optional(),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;

export const assignmentLogsQuerySchema = z.object({ id: idField('Choose a work order') });

const EVENT_CODES = Object.keys(ASSIGNMENT_EVENT_LABELS) as [keyof typeof ASSIGNMENT_EVENT_LABELS, ...(keyof typeof ASSIGNMENT_EVENT_LABELS)[]];

export const logEntrySchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  assignment_title: z.string(),
  /** Who acted; null for the system (automatic approval) or a deleted user. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  side: z.enum(['engineer', 'company', 'system']),
  event: z.enum(EVENT_CODES),
  /** The event's reading (ASSIGNMENT_EVENT_LABELS), e.g. 'checked out' for 4. */
  event_label: z.string(),
  note: z.string().nullable(),
  /** When it arrived. */
  created_at: z.string(),
  /** When the engineer acted, where it was sent later than that (queued offline); null when it is created_at. */
  acted_at: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
