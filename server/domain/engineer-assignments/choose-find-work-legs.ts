import { and, eq, sql, type SQL } from 'drizzle-orm';
import { flattenSql } from '../../db/flatten-sql';
import { assignments } from '../../db/schema';
import { LOCATION_TYPE } from '@/constants';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { distanceMilesSql, EARTH_RADIUS_MILES, type Home } from './engineer-sql';
import type { FindWorkLeg } from './page-open-assignment-ids';
import { positionInBoxSql, travelBoxAround } from './travel-box';

/** Past this radius every point of the earth is within reach. */
const HALF_CIRCUMFERENCE_MILES = Math.PI * EARTH_RADIUS_MILES;
const FIRST_RADIUS_MILES = 10;

type ChooseFindWorkLegsOptions = {
  where: SQL | undefined;
  home: Home | null;
  travelDistance: number | null;
  query: FindWorkQuery;
  /** Rows up to the end of the page. */
  need: number;
};

/** The legs of the page and of the count; the page's legs may read the table `reach` that `withTables` defines. */
type FindWorkLegs = { pageLegs: FindWorkLeg[]; countLegs: FindWorkLeg[]; withTables?: SQL };

/**
 * How find work reads its matches (see page-open-assignment-ids): remote orders on their own
 * index, and orders near home through a bounding box on the position index before the exact
 * distance. Nearest first, the smallest box (from a few miles, doubling, short of the reach)
 * that holds the page is chosen inside the page's own statement (`reach`): one statement,
 * where growing the box from here took one per size.
 */
export function chooseFindWorkLegs({ where, home, travelDistance, query, need }: ChooseFindWorkLegsOptions): FindWorkLegs {
  const everything: FindWorkLeg[] = [{ where: undefined }];
  if (!home) return { pageLegs: everything, countLegs: everything };
  // In every leg and box size: built once (flattenSql).
  const distance = flattenSql(distanceMilesSql(home));
  const within = (miles: number): FindWorkLeg => ({ where: sql`${positionInBoxSql(travelBoxAround(home, miles))} and ${distance} <= ${miles}` });
  const remote: FindWorkLeg = { where: eq(assignments.locationTypeId, LOCATION_TYPE.REMOTE), hasNoDistance: true };

  const travelMiles = query.within_distance && travelDistance ? travelDistance : null;
  const reach = travelMiles ?? HALF_CIRCUMFERENCE_MILES;
  // Remote orders have no distance: when sorting by distance they come last, and never in the box.
  const wholeReach: FindWorkLeg[] =
    travelMiles !== null
      ? [within(travelMiles), remote]
      : [{ where: sql`${distance} is not null` }, { where: sql`${distance} is null`, hasNoDistance: true }];
  const countLegs = travelMiles !== null ? wholeReach : everything;
  if (query.sort_by !== 'distance') return { pageLegs: countLegs, countLegs };
  if (query.order === 'desc') return { pageLegs: wholeReach, countLegs };

  // Nearest first: every order within `miles` is in the box, so once the box holds a page of
  // them, no order outside it can come before them. The sizes are tried in order and the first
  // that holds the page is taken (a VALUES scan under LIMIT 1 stops there); none: the whole reach.
  const sizes: SQL[] = [];
  for (let miles = FIRST_RADIUS_MILES; miles < reach; miles *= 2) {
    const box = travelBoxAround(home, miles);
    sizes.push(sql`(${miles}::float8, ${box.minLongitude}::float8, ${box.minLatitude}::float8, ${box.maxLongitude}::float8, ${box.maxLatitude}::float8)`);
  }
  if (!sizes.length) return { pageLegs: wholeReach, countLegs };
  const inSize = sql`point(${assignments.longitude}, ${assignments.latitude}) <@ box(point(size.min_longitude, size.min_latitude), point(size.max_longitude, size.max_latitude)) and ${distance} <= size.miles`;
  const withTables = sql`reach as (select size.* from (values ${sql.join(sizes, sql`, `)}) as size(miles, min_longitude, min_latitude, max_longitude, max_latitude)
    where (select count(*) from (select 1 from ${assignments} where ${and(where, inSize)} limit ${need}) as found) >= ${need} limit 1)`;
  const inReach: FindWorkLeg = {
    where: sql`point(${assignments.longitude}, ${assignments.latitude}) <@ (select box(point(min_longitude, min_latitude), point(max_longitude, max_latitude)) from reach) and ${distance} <= (select miles from reach)`,
  };
  const beyondEverySize = sql`not exists (select from reach)`;
  return { pageLegs: [inReach, ...wholeReach.map((leg) => ({ ...leg, where: and(leg.where, beyondEverySize) }))], countLegs, withTables };
}
