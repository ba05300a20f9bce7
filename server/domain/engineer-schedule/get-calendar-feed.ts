import { eq, sql } from 'drizzle-orm';
import type { CalendarFeed } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import { generateToken } from '../../lib/secrets';
import { calendarFeedUrl } from './calendar-feed-url';

type GetCalendarFeedOptions = { db: Database; engineerId: number; portalOrigin: string };

/**
 * The engineer's calendar feed URL, its secret made on first use. The insert keeps a secret
 * already there, so two first requests at once agree on one URL.
 */
export async function getCalendarFeed({ db, engineerId, portalOrigin }: GetCalendarFeedOptions): Promise<CalendarFeed> {
  const [existing] = await db.select({ token: engineers.calendarFeedToken }).from(engineers).where(eq(engineers.userId, engineerId)).limit(1);
  if (existing?.token) return { url: calendarFeedUrl(portalOrigin, existing.token) };
  const [row] = await db
    .insert(engineers)
    .values({ userId: engineerId, calendarFeedToken: generateToken() })
    .onConflictDoUpdate({ target: engineers.userId, set: { calendarFeedToken: sql`coalesce(${engineers.calendarFeedToken}, excluded.calendar_feed_token)` } })
    .returning({ token: engineers.calendarFeedToken });
  return { url: calendarFeedUrl(portalOrigin, row.token!) };
}
