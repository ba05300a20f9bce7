import { sql } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import type { SqlValue } from '../../db/prepare-by-shape';
import { EARTH_RADIUS_MILES, type Home } from './engineer-sql';

/** Degrees of latitude and longitude holding a circle on the earth; longitudes west to east, never across ±180. */
export type TravelBox = { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };

/**
 * Distances are shown (and compared) rounded to 0.1 mile, so an order shown at the travel
 * distance may lie up to 0.05 mile beyond it: the box is drawn a little wider.
 */
const ROUNDING_MARGIN_MILES = 0.1;

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The smallest latitude/longitude box holding every point within `miles` of home on a sphere
 * (J. P. Matuschek, "Finding points within a distance of a latitude/longitude"). Near a pole the
 * circle holds every longitude; a circle across the antimeridian gets every longitude too
 * (correct, if wide: no work is posted there).
 */
export function travelBoxAround(home: Home, miles: number): TravelBox {
  const angle = (miles + ROUNDING_MARGIN_MILES) / EARTH_RADIUS_MILES;
  const latitude = radians(home.latitude);
  const minLatitude = latitude - angle;
  const maxLatitude = latitude + angle;
  if (minLatitude <= -Math.PI / 2 || maxLatitude >= Math.PI / 2) {
    return { minLatitude: Math.max(degrees(minLatitude), -90), maxLatitude: Math.min(degrees(maxLatitude), 90), minLongitude: -180, maxLongitude: 180 };
  }
  const spread = degrees(Math.asin(Math.sin(angle) / Math.cos(latitude)));
  const minLongitude = home.longitude - spread;
  const maxLongitude = home.longitude + spread;
  const crossesAntimeridian = minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude: degrees(minLatitude),
    maxLatitude: degrees(maxLatitude),
    minLongitude: crossesAntimeridian ? -180 : minLongitude,
    maxLongitude: crossesAntimeridian ? 180 : maxLongitude,
  };
}

/** A box as a statement reads it: values or placeholders. */
export type TravelBoxSql = { [Corner in keyof TravelBox]: SqlValue<number> };

/** The order's position lies in the box; matches the GiST index assignments_position_idx. */
export function positionInBoxSql(box: TravelBoxSql) {
  const corner = (longitude: SqlValue<number>, latitude: SqlValue<number>) => sql`point(${longitude}::float8, ${latitude}::float8)`;
  return sql`point(${assignments.longitude}, ${assignments.latitude}) <@ box(${corner(box.minLongitude, box.minLatitude)}, ${corner(box.maxLongitude, box.maxLatitude)})`;
}
