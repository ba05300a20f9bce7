import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { LOCATION_TYPE } from '@/constants';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { countUpTo } from '../assignments/count-up-to';
import { distanceMilesSql, EARTH_RADIUS_MILES, type Home } from './engineer-sql';
import { openAssignmentRows, type FindWorkLeg } from './page-open-assignment-ids';
import { positionInBoxSql, travelBoxAround } from './travel-box';

/** Past this radius every point of the earth is within reach. */
const HALF_CIRCUMFERENCE_MILES = Math.PI * EARTH_RADIUS_MILES;
const FIRST_RADIUS_MILES = 10;

type ChooseFindWorkLegsOptions = {
  db: Database;
  where: SQL | undefined;
  home: Home | null;
  travelDistance: number | null;
  query: FindWorkQuery;
  /** Rows up to the end of the page. */
  need: number;
};

type FindWorkLegs = { pageLegs: FindWorkLeg[]; countLegs: FindWorkLeg[] };

/**
 * How find work reads its matches (see page-open-assignment-ids): remote orders on their own
 * index, and orders near home through a bounding box on the position index before the exact
 * distance. Nearest first, the box grows until it holds the page (or reaches the travel distance).
 */
export async function chooseFindWorkLegs({ db, where, home, travelDistance, query, need }: ChooseFindWorkLegsOptions): Promise<FindWorkLegs> {
  const everything: FindWorkLeg[] = [{ where: undefined }];
  if (!home) return { pageLegs: everything, countLegs: everything };
  const distance = distanceMilesSql(home);
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
  // them, no order outside it can come before them; grow it from a few miles until it does.
  for (let miles = FIRST_RADIUS_MILES; miles < reach; miles *= 2) {
    const leg = within(miles);
    const found = await countUpTo(db, openAssignmentRows({ db, where, legs: [leg] }), need - 1);
    if (found.total_capped) return { pageLegs: [leg], countLegs };
  }
  return { pageLegs: wholeReach, countLegs };
}
