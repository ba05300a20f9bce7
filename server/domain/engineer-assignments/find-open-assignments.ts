import { and, eq, exists, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { prepareByShape } from '../../db/prepare-by-shape';
import { assignmentApplications, assignments, assignmentSkills } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { whereTransitionAllowed } from '../assignments/check-transition';
import { countCapFor, countRowsQuery, countUpTo, toCappedTotal } from '../assignments/count-up-to';
import { distanceMilesSql, minimumPaySql, startDateSql, type HomeSql } from './engineer-sql';
import { boxSizesAround, chooseFindWorkLegs, reachAround, type Reach, type ReachSql } from './choose-find-work-legs';
import { getEngineerHome } from './get-engineer-home';
import { matchesKeywordsSql, toPrefixTsquery } from './keyword-query';
import { findWorkSortKeys, openAssignmentPageIdsSql, openAssignmentRows } from './page-open-assignment-ids';
import { engineerRowsOfPageQuery, toEngineerRows } from './select-engineer-rows';
import { visibleToEngineerSql } from '../talent-pools/visible-to-engineer-sql';

export const NO_HOME_MESSAGE = 'Add your city and travel distance to your profile to find work near you.';

type FindOpenAssignmentsOptions = { db: Database; engineerId: number; query: FindWorkQuery; now?: Date };

/**
 * Keywords matching at most this many orders are looked up in the GIN index first. The planner
 * cannot tell how many orders a prefix matches (it guesses a few percent), so it would walk an
 * order-by index and filter by the keywords: quick for a common word, a scan of every open order
 * for a rare one. Counting the matches up to this cap (on the GIN index) tells them apart.
 */
const FEW_KEYWORD_MATCHES = 2000;

const matchesKeywords = matchesKeywordsSql(sql.placeholder('tsquery'));

/** No keywords; few matches: their ids read from the GIN index once; many: the plain match, left to the planner. */
type KeywordPlan = 'none' | 'few' | 'many';

async function planKeywords(db: Database, tsquery: string | null): Promise<KeywordPlan> {
  if (!tsquery) return 'none';
  const matching = sql`select ${assignments.id} from ${assignments} where ${matchesKeywordsSql(tsquery)}`;
  const { total_capped: many } = await countUpTo(db, matching, FEW_KEYWORD_MATCHES);
  return many ? 'many' : 'few';
}

/**
 * What the text of find work's statements depends on; everything else is a value. Each shape is
 * built once (prepareByShape): drizzle building these statements was most of the request's Node time.
 */
type FindWorkShape = {
  hasHome: boolean;
  withinDistance: boolean;
  /** How many boxes nearest first tries (boxSizesAround). */
  sizes: number;
  sort_by: FindWorkQuery['sort_by'];
  order: FindWorkQuery['order'];
  keywords: KeywordPlan;
  skills: boolean;
  paymentType: boolean;
  minPay: boolean;
  startFrom: boolean;
  startTo: boolean;
};

/** The placeholders of find work's statements; findOpenAssignments gives their values. */
const p = {
  engineerId: sql.placeholder('engineerId'),
  now: sql.placeholder('now'),
  home: { latitude: sql.placeholder('homeLatitude'), longitude: sql.placeholder('homeLongitude') } satisfies HomeSql,
  skillIds: sql.placeholder('skillIds'),
  paymentType: sql.placeholder('paymentType'),
  minPay: sql.placeholder('minPay'),
  startFrom: sql.placeholder('startFrom'),
  startTo: sql.placeholder('startTo'),
  need: sql.placeholder('need'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
  countLimit: sql.placeholder('countLimit'),
};

const CORNERS = ['minLatitude', 'maxLatitude', 'minLongitude', 'maxLongitude'] as const;
const reachPlaceholders = (name: string): ReachSql => ({
  miles: sql.placeholder(`${name}Miles`),
  box: Object.fromEntries(CORNERS.map((corner) => [corner, sql.placeholder(`${name}_${corner}`)])) as ReachSql['box'],
});
const reachValues = (name: string, { miles, box }: Reach) => ({
  [`${name}Miles`]: miles,
  ...Object.fromEntries(CORNERS.map((corner) => [`${name}_${corner}`, box[corner]])),
});
const sizeName = (index: number) => `size${index}`;

/**
 * Every filter of find work except distance: open for applications, not applied to, visible to the
 * engineer (not blocked by the company; routed to them, their pool or no one), keywords, skills, pay, start dates.
 */
function searchConditions(db: Database, shape: FindWorkShape): SQL | undefined {
  // Not applied, or withdrawn: as an anti-join, which the planner estimates well (most orders pass).
  const applied = db
    .select({ one: sql`1` })
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, assignments.id), eq(assignmentApplications.engineerId, p.engineerId), ne(assignmentApplications.status, 'withdrawn')));
  const keywords = {
    none: undefined,
    few: sql`${assignments.id} = any(array(select ${assignments.id} from ${assignments} where ${matchesKeywords}))`,
    many: matchesKeywords,
  }[shape.keywords];
  const conditions: (SQL | undefined)[] = [whereTransitionAllowed('apply', 'engineer'), notExists(applied), visibleToEngineerSql(db, p.engineerId, p.now), keywords];
  if (shape.skills) {
    const needsSkill = db
      .select({ one: sql`1` })
      .from(assignmentSkills)
      .where(and(eq(assignmentSkills.assignmentId, assignments.id), sql`${assignmentSkills.skillId} = any(${p.skillIds}::int[])`));
    conditions.push(exists(needsSkill));
  }
  if (shape.paymentType) conditions.push(eq(assignments.paymentTypeId, p.paymentType));
  if (shape.minPay) conditions.push(sql`${minimumPaySql} >= ${p.minPay}`);
  if (shape.startFrom) conditions.push(sql`${startDateSql} >= ${p.startFrom}::date`);
  if (shape.startTo) conditions.push(sql`${startDateSql} <= ${p.startTo}::date`);
  return and(...conditions);
}

/** Find work's two statements for a shape: the page (its box chosen, its ids, its rows) and the count. */
function prepareFindWork(db: Database, shape: FindWorkShape) {
  const home = shape.hasHome ? p.home : null;
  const where = searchConditions(db, shape);
  const sizes = Array.from({ length: shape.sizes }, (_, index) => reachPlaceholders(sizeName(index)));
  const travel = shape.withinDistance ? reachPlaceholders('travel') : null;
  const { pageLegs, countLegs, withTables } = chooseFindWorkLegs({ where, home, travel, sort: shape, sizes, need: p.need });
  const distance = distanceMilesSql(home);
  const page = openAssignmentPageIdsSql({ db, where, legs: pageLegs, withTables, distance, sortKeys: findWorkSortKeys(shape), need: p.need, offset: p.offset, limit: p.limit });
  return {
    page: engineerRowsOfPageQuery({ db, engineerId: p.engineerId, home, now: p.now, page }).prepare(''),
    count: countRowsQuery(db, openAssignmentRows({ db, where, legs: countLegs }), p.countLimit).prepare(''),
  };
}

/**
 * Find work: orders open for applications (the lifecycle's `apply`) the engineer has not applied to, nearest
 * first by default. Distances are computed in SQL from coordinates; remote orders have none and
 * always pass the distance filter, since they need no travel. The total is counted up to a cap.
 */
export async function findOpenAssignments({ db, engineerId, query, now = new Date() }: FindOpenAssignmentsOptions) {
  const tsquery = toPrefixTsquery(query.q);
  // Neither waits for the other: sent together.
  const [{ home, travelDistance }, keywords] = await Promise.all([getEngineerHome({ db, engineerId }), planKeywords(db, tsquery)]);
  if (query.within_distance && (!home || !travelDistance)) throw new AppError('CONFLICT', NO_HOME_MESSAGE);
  const travelMiles = home && query.within_distance && travelDistance ? travelDistance : null;
  const sizes = home && query.sort_by === 'distance' && query.order !== 'desc' ? boxSizesAround(home, travelMiles) : [];
  const shape: FindWorkShape = {
    hasHome: home !== null,
    withinDistance: travelMiles !== null,
    sizes: sizes.length,
    sort_by: query.sort_by,
    order: query.order,
    keywords,
    skills: Boolean(query.skill_ids?.length),
    paymentType: Boolean(query.payment_type),
    minPay: query.min_pay !== undefined,
    startFrom: Boolean(query.start_from),
    startTo: Boolean(query.start_to),
  };
  const { page, count } = prepareByShape(db, 'find_work', JSON.stringify(shape), () => prepareFindWork(db, shape));

  const perPage = capPerPage(query.per_page);
  const offset = (query.page - 1) * perPage;
  const cap = countCapFor(query.page, perPage);
  const travel: Reach | null = home && travelMiles !== null ? reachAround(home, travelMiles) : null;
  const values = {
    engineerId,
    now: now.toISOString(),
    homeLatitude: home?.latitude,
    homeLongitude: home?.longitude,
    tsquery,
    skillIds: query.skill_ids,
    paymentType: query.payment_type,
    minPay: query.min_pay,
    startFrom: query.start_from,
    startTo: query.start_to,
    need: offset + perPage,
    offset,
    limit: perPage,
    countLimit: cap + 1,
    ...(travel ? reachValues('travel', travel) : {}),
    ...Object.assign({}, ...sizes.map((size, index) => reachValues(sizeName(index), size))),
  };
  // The page and the count are sent together.
  const [rows, [{ total }]] = await Promise.all([page.execute(values), count.execute(values)]);
  return { ...toCappedTotal(total, cap), data: toEngineerRows(rows, engineerId, now) };
}
