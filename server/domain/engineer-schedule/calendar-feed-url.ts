import { API_V1_BASE, ENGINEER_DAY_ENDPOINTS } from '@/constants';

/** The absolute address of a calendar feed, on the portal's origin (where /api/v1 is served). */
export function calendarFeedUrl(portalOrigin: string, token: string): string {
  return new URL(`${API_V1_BASE}${ENGINEER_DAY_ENDPOINTS.CALENDAR.replace('{token}', token)}`, portalOrigin).toString();
}
