import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { engineers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { generateToken } from '../../lib/secrets';
import { calendarFeedUrl } from './calendar-feed-url';

type ResetCalendarFeedOptions = { db: Database; engineerId: number; portalOrigin: string };

/** A new secret for the engineer's calendar feed: the old URL finds nothing from this moment. */
export async function resetCalendarFeed({ db, engineerId, portalOrigin }: ResetCalendarFeedOptions): Promise<CalendarFeed> {
  const token = generateToken();
  const [engineer] = await db.update(engineers).set({ calendarFeedToken: token }).where(eq(engineers.userId, engineerId)).returning({ id: engineers.id });
  if (!engineer) throw new AppError('NOT_FOUND', 'Your engineer profile was not found.');
  return { url: calendarFeedUrl(portalOrigin, token) };
}
