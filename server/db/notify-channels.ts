// The PostgreSQL channels the portal NOTIFYs and LISTENs on, each named once. NOTIFY is sent when
// the transaction commits, so a listener never hears of what was rolled back.

/** The notifications trigger's (migration 0004, which spells it in SQL), revocations and live streams (server/lib/live/portal-event). */
export const PORTAL_EVENTS_CHANNEL = 'portal_events';

/** A webhook job queued to run now: idle webhook workers start at once instead of at their next poll. */
export const WEBHOOK_WAKE_CHANNEL = 'webhook_jobs';

/** A posting queued for saved-search alerts: wakes the alert job on every instance. */
export const SAVED_SEARCH_ALERT_CHANNEL = 'saved_search_alerts';

/** Every channel above: what the embedded database's process listens on and forwards. */
export const NOTIFY_CHANNELS = [PORTAL_EVENTS_CHANNEL, WEBHOOK_WAKE_CHANNEL, SAVED_SEARCH_ALERT_CHANNEL];
