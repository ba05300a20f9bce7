import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignments } from '../../db/schema';
import { LOCATION_TYPE } from '@/constants';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { distanceMilesSql, EARTH_RADIUS_MILES, type Home, type HomeSql } from './engineer-sql';
import type { FindWorkLeg } from './page-open-assignment-ids';
import { positionInBoxSql, travelBoxAround, type TravelBox, type TravelBoxSql } from './travel-box';

/** Past this radius every point of the earth is within reach. */
const HALF_CIRCUMFERENCE_MILES = Math.PI * EARTH_RADIUS_MILES;
const FIRST_RADIUS_MILES = 10;

/** A circle around home as find work's SQL reads it: its radius and the box holding it (values or placeholders). */
export type ReachSql = { miles: SqlValue<number>; box: TravelBoxSql };
/** The same as values. */
export type Reach = { miles: number; box: TravelBox };

/** The circle of `miles` around home, with its box. */
export const reachAround = (home: Home, miles: number): Reach => ({ miles, box: travelBoxAround(home, miles) });

/**
 * The boxes nearest first tries, smallest first: from a few miles, doubling, short of the reach
 * (the travel distance, or the whole earth). How many there are is part of the statement's shape.
 */
export function boxSizesAround(home: Home, travelMiles: number | null): Reach[] {
  const reach = travelMiles ?? HALF_CIRCUMFERENCE_MILES;
  const sizes: Reach[] = [];
  for (let miles = FIRST_RADIUS_MILES; miles < reach; miles *= 2) sizes.push(reachAround(home, miles));
  return sizes;
}

type ChooseFindWorkLegsOptions = {
  where: SQL | undefined;
  home: HomeSql | null;
  /** Only orders within the travel distance (and remote ones). */
  travel: ReachSql | null;
  sort: Pick<FindWorkQuery, 'sort_by' | 'order'>;
  /** boxSizesAround's boxes, for nearest first. */
  sizes: ReachSql[];
  /** Rows up to the end of the page. */
  need: SqlValue<number>;
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
export function chooseFindWorkLegs({ where, home, travel, sort, sizes, need }: ChooseFindWorkLegsOptions): FindWorkLegs {
  const everything: FindWorkLeg[] = [{ where: undefined }];
  if (!home) return { pageLegs: everything, countLegs: everything };
  const distance = distanceMilesSql(home);
  const remote: FindWorkLeg = { where: eq(assignments.locationTypeId, LOCATION_TYPE.REMOTE), hasNoDistance: true };

  // Remote orders have no distance: when sorting by distance they come last, and never in the box.
  const wholeReach: FindWorkLeg[] = travel
    ? [{ where: sql`${positionInBoxSql(travel.box)} and ${distance} <= ${travel.miles}` }, remote]
    : [{ where: sql`${distance} is not null` }, { where: sql`${distance} is null`, hasNoDistance: true }];
  const countLegs = travel ? wholeReach : everything;
  if (sort.sort_by !== 'distance') return { pageLegs: countLegs, countLegs };
  if (sort.order === 'desc') return { pageLegs: wholeReach, countLegs };

  // Nearest first: every order within `miles` is in the box, so once the box holds a page of
  // them, no order outside it can come before them. The sizes are tried in order and the first
  // that holds the page is taken (a VALUES scan under LIMIT 1 stops there); none: the whole reach.
  if (!sizes.length) return { pageLegs: wholeReach, countLegs };
  const rows = sizes.map(({ miles, box }) => sql`(${miles}::float8, ${box.minLongitude}::float8, ${box.minLatitude}::float8, ${box.maxLongitude}::float8, ${box.maxLatitude}::float8)`);
  const inSize = sql`point(${assignments.longitude}, ${assignments.latitude}) <@ box(point(size.min_longitude, size.min_latitude), point(size.max_longitude, size.max_latitude)) and ${distance} <= size.miles`;
  const withTables = sql`reach as (select size.* from (values ${sql.join(rows, sql`, `)}) as size(miles, min_longitude, min_latitude, max_longitude, max_latitude)
    where (select count(*) from (select 1 from ${assignments} where ${and(where, inSize)} limit ${need}) as found) >= ${need} limit 1)`;
  const inReach: FindWorkLeg = {
    where: sql`point(${assignments.longitude}, ${assignments.latitude}) <@ (select box(point(min_longitude, min_latitude), point(max_longitude, max_latitude)) from reach) and ${distance} <= (select miles from reach)`,
  };
  const beyondEverySize = sql`not exists (select from reach)`;
  return { pageLegs: [inReach, ...wholeReach.map((leg) => ({ ...leg, where: and(leg.where, beyondEverySize) }))], countLegs, withTables };
}
