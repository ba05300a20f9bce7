import type { BrowserPosition } from '@/store/api/engineerWorkApi';

/** How long check-in or check-out waits for the browser's position before going on without it. */
export const POSITION_WAIT_MS = 8000;

/**
 * Where the browser says the device is, or null when it is refused, unavailable or slow. The
 * browser's own timeout starts only once permission is given, so an unanswered permission
 * prompt is cut off by a timer here: checking in must never hang on it.
 */
export function readBrowserPosition(waitMs = POSITION_WAIT_MS): Promise<BrowserPosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    const settle = (position: BrowserPosition | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => settle({ latitude: coords.latitude, longitude: coords.longitude }),
        () => settle(null),
        { enableHighAccuracy: true, timeout: waitMs, maximumAge: 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}
