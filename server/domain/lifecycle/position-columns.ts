import type { AssignmentRow } from '../../db/schema';
import { milesBetween } from '../assignments/miles-between';

export type Position = { latitude?: number | null; longitude?: number | null };

/** Where the engineer was, and how far from the site in miles (null without a position or site coordinates). */
export function toPosition(order: AssignmentRow, { latitude, longitude }: Position) {
  if (latitude == null || longitude == null) return { latitude: null, longitude: null, distanceMiles: null };
  return { latitude, longitude, distanceMiles: milesBetween(order, { latitude, longitude }) };
}

/** ' 0.4 miles from the site' for a log note, or nothing. */
export const describeDistance = (miles: number | null) => (miles === null ? '' : ` ${miles} miles from the site`);
