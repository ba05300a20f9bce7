import type { CalendarFeed } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import { generateToken } from '../../lib/secrets';
import { calendarFeedUrl } from './calendar-feed-url';

type ResetCalendarFeedOptions = { db: Database; engineerId: number; portalOrigin: string };

/** A new secret for the engineer's calendar feed: the old URL finds nothing from this moment. */
export async function resetCalendarFeed({ db, engineerId, portalOrigin }: ResetCalendarFeedOptions): Promise<CalendarFeed> {
  const token = generateToken();
  await db.insert(engineers).values({ userId: engineerId, calendarFeedToken: token }).onConflictDoUpdate({ target: engineers.userId, set: { calendarFeedToken: token } });
  return { url: calendarFeedUrl(portalOrigin, token) };
}
