import { sql } from 'drizzle-orm';
import { ENGINEER_ROUTES, LOCATION_TYPE, PAYMENT_TYPE, type NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, assignmentSearchVector, assignmentSkills, blockedEngineers, engineers, notifications, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { whereTransitionAllowed } from '../assignments/check-transition';
import { EARTH_RADIUS_MILES } from '../engineer-assignments/engineer-sql';

type AlertSavedSearchesOptions = { assignmentIds: readonly number[] };

const KIND: NotificationKind = 'savedSearchMatch';
export const SAVED_SEARCH_MATCH_TITLE = 'New work matches your saved search';

/** Where the notification leads, with the order's id put in by the statement. */
const LINK_ID = '__order__';

/** Miles from the engineer's home to the posted order, rounded to 0.1 like find work shows and compares them. */
const homeDistanceMiles = sql`round((${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(posted.latitude - ${engineers.latitude}) / 2), 2)
    + cos(radians(${engineers.latitude})) * cos(radians(posted.latitude)) * power(sin(radians(posted.longitude - ${engineers.longitude}) / 2), 2)
  ))))::numeric, 1)::float8`;

/**
 * Tells every engineer whose saved search with "Alert me" matches one of the orders (just posted,
 * or just opened to everyone), once per order ever: one statement decides the matches for all
 * saved searches in the database, records them in saved_search_alerts (an order and engineer
 * already there are skipped) and writes one notification per new alert (announced live on
 * commit; mailed later as the hourly digest). Runs in the caller's transaction; answers the
 * engineers told per order.
 *
 * A saved search matches as find work would show the order: open for applications and not
 * routed to a pool, not from a company that blocked the engineer, not applied to, every keyword
 * (stored as words, see toKeywordWords) the start of a word of it, any of the skills, the
 * payment type, the minimum pay, the start dates in the order's zone, and within the engineer's
 * travel distance of their home when asked (remote orders always).
 */
export async function alertSavedSearches(tx: Database, { assignmentIds }: AlertSavedSearchesOptions): Promise<{ assignmentId: number; engineerId: number }[]> {
  const ids = [...new Set(assignmentIds)];
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const pay = sql`(case when ${assignments.paymentTypeId} = ${PAYMENT_TYPE.HOURLY} then ${assignments.hourlyRate} else ${assignments.fixedAmount} end)`;
  const startDate = sql`(${assignments.startAt} at time zone ${assignments.timezone})::date`;
  const orderSkills = sql`array(select ${assignmentSkills.skillId} from ${assignmentSkills} where ${assignmentSkills.assignmentId} = ${assignments.id})`;
  const link = ENGINEER_ROUTES.findWorkDetails(LINK_ID);
  const s = savedSearches;

  // The planner cannot estimate the keyword match per saved search and costs the statement in
  // the hundreds of millions, past jit_above_cost: compiling it took a second where running it
  // takes milliseconds (measured at 100,000 saved searches). Off for the rest of this transaction.
  await tx.execute(sql`set local jit = off`);
  // posted: the orders, each read once (with its skills); keywords: which distinct keywords of
  // saved searches with alerts match which order, each parsed once however many searches share it.
  const result = await tx.execute(sql`
    with posted as (
      select ${assignments.id} as id, ${assignments.companyId} as company_id, ${assignments.title} as title, ${assignmentSearchVector} as search_vector,
        ${assignments.paymentTypeId} as payment_type_id, ${pay} as pay, ${startDate} as start_date, ${assignments.locationTypeId} as location_type_id,
        ${assignments.latitude} as latitude, ${assignments.longitude} as longitude, ${orderSkills} as skill_ids
      from ${assignments}
      where ${assignments.id} in (${idList}) and ${whereTransitionAllowed('apply', 'engineer')} and ${assignments.routedUntil} is null
    ),
    keywords as (
      select posted.id as assignment_id, wanted.q
      from posted cross join (select distinct ${s.q} as q from ${s} where ${s.alert} and ${s.q} is not null) as wanted
      where posted.search_vector @@ to_tsquery('english', replace(wanted.q, ' ', ':* & ') || ':*')
    ),
    matched as (
      insert into ${savedSearchAlerts} (assignment_id, engineer_id, saved_search_id)
      select distinct on (posted.id, ${s.engineerId}) posted.id, ${s.engineerId}, ${s.id}
      from posted
      join ${s} on ${s.alert}
      join ${users} on ${users.id} = ${s.engineerId} and ${users.deletedAt} is null
      left join ${engineers} on ${engineers.userId} = ${s.engineerId}
      where (${s.paymentType} is null or posted.payment_type_id = ${s.paymentType})
        and (${s.minPay} is null or posted.pay >= ${s.minPay})
        and (${s.startFrom} is null or posted.start_date >= ${s.startFrom})
        and (${s.startTo} is null or posted.start_date <= ${s.startTo})
        and (cardinality(${s.skillIds}) = 0 or ${s.skillIds} && posted.skill_ids)
        and (${s.q} is null or exists (select 1 from keywords where keywords.assignment_id = posted.id and keywords.q = ${s.q}))
        and (not ${s.withinDistance} or posted.location_type_id = ${LOCATION_TYPE.REMOTE} or (
          posted.latitude is not null and ${engineers.latitude} is not null and ${engineers.travelDistance} is not null
          and ${homeDistanceMiles} <= ${engineers.travelDistance}))
        and not exists (select 1 from ${blockedEngineers} where ${blockedEngineers.companyId} = posted.company_id and ${blockedEngineers.engineerId} = ${s.engineerId})
        and not exists (select 1 from ${assignmentApplications} where ${assignmentApplications.assignmentId} = posted.id
          and ${assignmentApplications.engineerId} = ${s.engineerId} and ${assignmentApplications.status} <> 'withdrawn')
      order by posted.id, ${s.engineerId}, ${s.id}
      on conflict do nothing
      returning assignment_id, engineer_id, saved_search_id
    ),
    told as (
      insert into ${notifications} (user_id, kind, assignment_id, title, body, link)
      select matched.engineer_id, ${KIND}, matched.assignment_id, ${SAVED_SEARCH_MATCH_TITLE},
        '"' || posted.title || '" was just posted' || coalesce(' and matches "' || ${s.name} || '"', '') || '.',
        replace(${link}, ${LINK_ID}, matched.assignment_id::text)
      from matched
      join posted on posted.id = matched.assignment_id
      left join ${s} on ${s.id} = matched.saved_search_id
      order by matched.assignment_id, matched.engineer_id
      returning user_id, assignment_id
    )
    select user_id as engineer_id, assignment_id from told`);
  return (result as unknown as { rows: { engineer_id: number; assignment_id: number }[] }).rows.map((row) => ({ assignmentId: Number(row.assignment_id), engineerId: Number(row.engineer_id) }));
}
