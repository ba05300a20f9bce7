import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { liveStreamPayload, type AnnouncedStream, type LiveStreamChange } from '../../lib/live/portal-event';

/**
 * Tells every server process (NOTIFY on portal_events) that a live stream of the user opened or
 * closed, so each counts the user's streams across all of them (see createLiveHub).
 */
export async function announceLiveStream({ db, change, stream }: { db: Database; change: LiveStreamChange; stream: AnnouncedStream }): Promise<void> {
  await db.execute(sql`select pg_notify(${PORTAL_EVENTS_CHANNEL}, ${liveStreamPayload(change, stream)})`);
}
