import '@/contracts/configureZod';
import { z } from 'zod';
import { WEEKDAY_NAMES } from '@/constants';
import { idField } from '@/contracts/primitives';

// Weekly availability of an engineer. Plain zod with no server imports, so the portal's
// working-hours form validates with the same rules.


const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeField = (message: string) => z.string({ error: message }).regex(TIME_PATTERN, message).nullish();

export const workingDaySchema = z.object({
  weekday: z.coerce.number({ error: 'Choose a weekday' }).int('Choose a weekday').min(0, 'Choose a weekday').max(6, 'Choose a weekday'),
  is_available: z.boolean({ error: 'Say whether you work this day' }),
  /** 'HH:MM', 24-hour, in the engineer's own time zone. Required on available days. */
  start_time: timeField('Enter a start time'),
  end_time: timeField('Enter an end time'),
});
export type WorkingDayInput = z.input<typeof workingDaySchema>;

/** All seven days, each once; available days need a start and a later end. */
export const workingHoursSchema = z
  .object({ days: z.array(workingDaySchema, { error: 'Send the seven weekdays' }).length(7, 'Send the seven weekdays') })
  .superRefine(({ days }, ctx) => {
    const seen = new Set<number>();
    days.forEach((day, index) => {
      if (seen.has(day.weekday)) {
        ctx.addIssue({ code: 'custom', path: ['days', index, 'weekday'], message: `${WEEKDAY_NAMES[day.weekday]} is listed twice` });
      }
      seen.add(day.weekday);
      if (!day.is_available) return;
      if (!day.start_time) ctx.addIssue({ code: 'custom', path: ['days', index, 'start_time'], message: 'Enter a start time' });
      if (!day.end_time) ctx.addIssue({ code: 'custom', path: ['days', index, 'end_time'], message: 'Enter an end time' });
      if (day.start_time && day.end_time && day.end_time <= day.start_time) {
        ctx.addIssue({ code: 'custom', path: ['days', index, 'end_time'], message: 'End time must be after the start time' });
      }
    });
  });
export type WorkingHoursInput = z.input<typeof workingHoursSchema>;
export type WorkingHours = z.output<typeof workingHoursSchema>;

export const workingDayViewSchema = z.object({
  weekday: z.number().int(),
  day: z.string(),
  is_available: z.boolean(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});

/** Always the seven days, Sunday first; days never saved read as not available. */
export const workingHoursViewSchema = z.object({ user_id: z.number().int(), days: z.array(workingDayViewSchema) });
export type WorkingHoursView = z.infer<typeof workingHoursViewSchema>;

/** `?user_id=` of GET /working-hours. */
export const workingHoursQuerySchema = z.object({
  user_id: idField('Choose an engineer'),
});
