export { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './images.js';

export const SIDE_NAV_WIDTH = 280;
export const SIDE_NAV_COLLAPSED_WIDTH = 72;

// Bottom left: never over a page's header actions (Edit, Cancel, Mark all as read…); beside the side navigation.
export const TOAST_POSITION = 'bottom-left';
export const TOAST_AUTO_CLOSE_MS = 5000;

export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

/** The badge shows the unread count up to this, then `99+`. */
export const NOTIFICATION_BADGE_MAX = 99;

/** The shared axios client never times out (0). */
export const REQUEST_TIMEOUT_MS = 0;

export const DRAFT_DEFAULT_LOCATION_TYPE = 1;
export const DRAFT_DEFAULT_PAYMENT_TYPE = 2;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
/** The page sizes a list's pager offers. */
export const PER_PAGE_OPTIONS = [10, 25, 50];
export const MAX_PER_PAGE = 100;

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong please try again later';
export const NOT_FOUND_MESSAGE = 'Sorry, the page you are looking for does not exist.';
/** The error pages' heading and sentence when a page crashes. */
export const CRASH_TITLE = 'Something went wrong';
export const CRASH_MESSAGE = 'This page ran into a problem and could not be shown. Try again, or go back to the home page.';

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long the code that verifies a new account's email stays valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const AUTH_TOKEN_TTL_DAYS = 30;

/** Most documents a work order may carry. */
export const MAX_ASSIGNMENT_DOCUMENTS = 10;
export const MAX_HOURLY_RATE = 10_000;
export const MAX_TRAVEL_DISTANCE = 500;
export const MESSAGE_MAX_LENGTH = 4000;

/** Live event streams one user may hold open on all servers together; opening one more closes their oldest, wherever it is. */
export const LIVE_STREAMS_PER_USER = 10;
/** Live event streams one client address may hold open on a server (every account together); more are refused (429). */
export const LIVE_STREAMS_PER_ADDRESS = 100;
/** The most messages a thread answers at once (the latest ones), and so the most one read mark names. */
export const MESSAGE_THREAD_LIMIT = 500;

/** How far back the calendar feed keeps orders (by their start); everything ahead is always in it. */
export const CALENDAR_FEED_PAST_DAYS = 180;
/** Routing before the open market: how long an order stays with a talent pool or one offered engineer (hours). */
export const ROUTE_HOURS = { min: 1, max: 168, default: 24 } as const;

/** A talent pool's name, and a block's reason. */
export const TALENT_POOL_NAME_MAX_LENGTH = 80;
export const BLOCK_REASON_MAX_LENGTH = 500;

/** A phone's clock drift: an acted_at within this of the server's clock (either way) is taken as sent without the order checks, and none may be further ahead… */
export const ACTED_AT_CLOCK_SKEW_MS = 2 * 60_000;
/** …and at most this old when it arrives. */
export const ACTED_AT_MAX_AGE_HOURS = 24;
