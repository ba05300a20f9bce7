import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { calendarFeedUrl } from './calendar-feed-url';

type GetCalendarFeedOptions = { db: Database; engineerId: number; portalOrigin: string };

/** The engineer's calendar feed URL (its secret is made with the engineer's row, so reading it writes nothing). */
export async function getCalendarFeed({ db, engineerId, portalOrigin }: GetCalendarFeedOptions): Promise<CalendarFeed> {
  const [engineer] = await db.select({ token: engineers.calendarFeedToken }).from(engineers).where(eq(engineers.userId, engineerId)).limit(1);
  if (!engineer) throw new AppError('NOT_FOUND', 'Your engineer profile was not found.');
  return { url: calendarFeedUrl(portalOrigin, engineer.token) };
}
