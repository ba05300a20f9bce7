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

/** Miles from the engineer's home to the order, rounded to 0.1 like find work shows and compares them. */
const homeDistanceMiles = sql`round((${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${assignments.latitude} - ${engineers.latitude}) / 2), 2)
    + cos(radians(${engineers.latitude})) * cos(radians(${assignments.latitude})) * power(sin(radians(${assignments.longitude} - ${engineers.longitude}) / 2), 2)
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

  const result = await tx.execute(sql`
    with matched as (
      insert into ${savedSearchAlerts} (assignment_id, engineer_id, saved_search_id)
      select distinct on (${assignments.id}, ${savedSearches.engineerId}) ${assignments.id}, ${savedSearches.engineerId}, ${savedSearches.id}
      from ${assignments}
      join ${savedSearches} on ${savedSearches.alert}
      join ${users} on ${users.id} = ${savedSearches.engineerId} and ${users.deletedAt} is null
      left join ${engineers} on ${engineers.userId} = ${savedSearches.engineerId}
      where ${assignments.id} in (${idList})
        and ${whereTransitionAllowed('apply', 'engineer')}
        and ${assignments.routedUntil} is null
        and (${savedSearches.paymentType} is null or ${assignments.paymentTypeId} = ${savedSearches.paymentType})
        and (${savedSearches.minPay} is null or ${pay} >= ${savedSearches.minPay})
        and (${savedSearches.startFrom} is null or ${startDate} >= ${savedSearches.startFrom})
        and (${savedSearches.startTo} is null or ${startDate} <= ${savedSearches.startTo})
        and (cardinality(${savedSearches.skillIds}) = 0 or ${savedSearches.skillIds} && ${orderSkills})
        and (not ${savedSearches.withinDistance} or ${assignments.locationTypeId} = ${LOCATION_TYPE.REMOTE} or (
          ${assignments.latitude} is not null and ${engineers.latitude} is not null and ${engineers.travelDistance} is not null
          and ${homeDistanceMiles} <= ${engineers.travelDistance}))
        and not exists (select 1 from ${blockedEngineers} where ${blockedEngineers.companyId} = ${assignments.companyId} and ${blockedEngineers.engineerId} = ${savedSearches.engineerId})
        and not exists (select 1 from ${assignmentApplications} where ${assignmentApplications.assignmentId} = ${assignments.id}
          and ${assignmentApplications.engineerId} = ${savedSearches.engineerId} and ${assignmentApplications.status} <> 'withdrawn')
        and (${savedSearches.q} is null or ${assignmentSearchVector} @@ to_tsquery('english', replace(${savedSearches.q}, ' ', ':* & ') || ':*'))
      order by ${assignments.id}, ${savedSearches.engineerId}, ${savedSearches.id}
      on conflict do nothing
      returning assignment_id, engineer_id, saved_search_id
    ),
    told as (
      insert into ${notifications} (user_id, kind, assignment_id, title, body, link)
      select matched.engineer_id, ${KIND}, matched.assignment_id, ${SAVED_SEARCH_MATCH_TITLE},
        '"' || ${assignments.title} || '" was just posted' || coalesce(' and matches "' || ${savedSearches.name} || '"', '') || '.',
        replace(${link}, ${LINK_ID}, matched.assignment_id::text)
      from matched
      join ${assignments} on ${assignments.id} = matched.assignment_id
      left join ${savedSearches} on ${savedSearches.id} = matched.saved_search_id
      order by matched.assignment_id, matched.engineer_id
      returning user_id, assignment_id
    )
    select user_id as engineer_id, assignment_id from told`);
  return (result as unknown as { rows: { engineer_id: number; assignment_id: number }[] }).rows.map((row) => ({ assignmentId: Number(row.assignment_id), engineerId: Number(row.engineer_id) }));
}
