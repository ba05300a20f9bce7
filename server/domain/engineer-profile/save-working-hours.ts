import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workingHours } from '../../db/schema';
import type { WorkingHours } from '@/contracts/workingHours';
import { getWorkingHours } from './get-working-hours';

type SaveWorkingHoursOptions = { db: Database; userId: number; days: WorkingHours['days'] };

/** Saves the week (already checked: seven distinct days, end after start); unavailable days keep no times. */
export async function saveWorkingHours({ db, userId, days }: SaveWorkingHoursOptions) {
  const values = days.map((day) => ({
    userId,
    weekday: day.weekday,
    isAvailable: day.is_available,
    startTime: day.is_available ? (day.start_time ?? null) : null,
    endTime: day.is_available ? (day.end_time ?? null) : null,
  }));
  await db
    .insert(workingHours)
    .values(values)
    .onConflictDoUpdate({
      target: [workingHours.userId, workingHours.weekday],
      set: { isAvailable: sql`excluded.is_available`, startTime: sql`excluded.start_time`, endTime: sql`excluded.end_time` },
    });
  return getWorkingHours({ db, userId });
}
