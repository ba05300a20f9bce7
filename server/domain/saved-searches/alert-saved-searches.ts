import { sql } from 'drizzle-orm';
import { ENGINEER_ROUTES, LOCATION_TYPE, type NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, assignmentSearchVector, assignmentSkills, blockedEngineers, engineers, notifications, savedSearchAlerts, savedSearches, users } from '../../db/schema';
import { whereTransitionAllowed } from '../assignments/check-transition';
import { milesBetweenSql, minimumPaySql, startDateSql } from '../engineer-assignments/engineer-sql';

type AlertSavedSearchesOptions = { assignmentIds: readonly number[] };

const KIND: NotificationKind = 'savedSearchMatch';
export const SAVED_SEARCH_MATCH_TITLE = 'New work matches your saved search';

/** Where the notification leads, with the order's id put in by the statement. */
const LINK_ID = '__order__';

/** Miles from the engineer's home to the posted order: the figure find work shows and compares. */
const homeDistanceMiles = milesBetweenSql(
  { latitude: engineers.latitude, longitude: engineers.longitude },
  { latitude: sql`posted.latitude`, longitude: sql`posted.longitude` },
);

/**
 * Tells every engineer whose saved search with "Alert me" matches one of the orders (just posted,
 * or just opened to everyone), once per order ever: one statement decides the matches for all
 * saved searches in the database, records them in saved_search_alerts (an order and engineer
 * already there are skipped) and writes one notification per new alert (announced live on
 * commit; mailed later as the hourly digest). Runs in the caller's transaction; answers the
 * engineers told per order. Posting does not call it: it queues the order (queueSavedSearchAlerts)
 * and the alert job matches after the posting commits (alertQueuedSavedSearches).
 *
 * Cheap per order at 100,000s of saved searches: the candidates come from indexes (skills
 * overlapping the order's, on a GIN index; keywords among the distinct ones the order matches,
 * each parsed once; searches with neither), and only they are tested against every filter.
 *
 * A saved search matches as find work would show the order: open for applications and not
 * routed to a pool, not from a company that blocked the engineer, not applied to, every keyword
 * (stored as words, see toKeywordWords) the start of a word of it, any of the skills, the
 * payment type, the minimum pay, the start dates in the order's zone, and within the engineer's
 * travel distance of their home when asked (remote orders always); the pay, start date and
 * distance are find work's own SQL (engineer-sql).
 */
export async function alertSavedSearches(tx: Database, { assignmentIds }: AlertSavedSearchesOptions): Promise<{ assignmentId: number; engineerId: number }[]> {
  const ids = [...new Set(assignmentIds)];
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const orderSkills = sql`array(select ${assignmentSkills.skillId} from ${assignmentSkills} where ${assignmentSkills.assignmentId} = ${assignments.id})`;
  const link = ENGINEER_ROUTES.findWorkDetails(LINK_ID);
  const s = savedSearches;

  // The planner cannot estimate the keyword match per saved search and costs the statement in
  // the hundreds of millions, past jit_above_cost: compiling it took a second where running it
  // takes milliseconds (measured at 100,000 saved searches). Off for the rest of this transaction.
  await tx.execute(sql`set local jit = off`);
  // posted: the orders, each read once (with its skills); keywords: which distinct keywords of
  // saved searches with alerts match which order, each parsed once however many searches share it
  // (read from saved_searches_alert_q_idx); candidates: the searches each order may match, by index.
  const result = await tx.execute(sql`
    with posted as (
      select ${assignments.id} as id, ${assignments.companyId} as company_id, ${assignments.title} as title, ${assignmentSearchVector} as search_vector,
        ${assignments.paymentTypeId} as payment_type_id, ${minimumPaySql} as pay, ${startDateSql} as start_date, ${assignments.locationTypeId} as location_type_id,
        ${assignments.latitude} as latitude, ${assignments.longitude} as longitude, ${orderSkills} as skill_ids
      from ${assignments}
      where ${assignments.id} in (${idList}) and ${whereTransitionAllowed('apply', 'engineer')} and ${assignments.routedUntil} is null
    ),
    keywords as (
      select posted.id as assignment_id, wanted.q
      from posted cross join (select distinct ${s.q} as q from ${s} where ${s.alert} and ${s.q} is not null) as wanted
      where posted.search_vector @@ to_tsquery('english', replace(wanted.q, ' ', ':* & ') || ':*')
    ),
    candidates as (
      select posted.id as assignment_id, ${s.id} as saved_search_id from posted join ${s} on ${s.alert} and ${s.skillIds} && posted.skill_ids
      union all
      select keywords.assignment_id, ${s.id} from keywords join ${s} on ${s.alert} and ${s.q} is not null and ${s.q} = keywords.q and cardinality(${s.skillIds}) = 0
      union all
      select posted.id, ${s.id} from posted cross join ${s} where ${s.alert} and ${s.q} is null and cardinality(${s.skillIds}) = 0
    ),
    matched as (
      insert into ${savedSearchAlerts} (assignment_id, engineer_id, saved_search_id)
      select distinct on (posted.id, ${s.engineerId}) posted.id, ${s.engineerId}, ${s.id}
      from candidates
      join posted on posted.id = candidates.assignment_id
      join ${s} on ${s.id} = candidates.saved_search_id and ${s.alert}
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
