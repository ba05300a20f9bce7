import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workingHours } from '../../db/schema';
import { type WorkingHoursView } from '@/contracts/workingHours';
import { WEEKDAY_NAMES } from '@/constants';

type GetWorkingHoursOptions = { db: Database; userId: number };

/** The seven weekdays, Sunday first; a day never saved reads as not available. */
export async function getWorkingHours({ db, userId }: GetWorkingHoursOptions): Promise<WorkingHoursView> {
  const rows = await db.select().from(workingHours).where(eq(workingHours.userId, userId));
  const byDay = new Map(rows.map((row) => [row.weekday, row]));
  return {
    user_id: userId,
    days: WEEKDAY_NAMES.map((day, weekday) => {
      const row = byDay.get(weekday);
      return {
        weekday,
        day,
        is_available: row?.isAvailable ?? false,
        start_time: row?.startTime ?? null,
        end_time: row?.endTime ?? null,
      };
    }),
  };
}
