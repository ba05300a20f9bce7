import type { Pool } from 'pg';
import { AUTH_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import type { SessionUser } from '@/contracts/auth';
import { callApi } from './bench-client';

/** The words of the seeded titles, so keyword search and saved searches have something to find. */
export const BENCH_WORDS = ['fiber', 'rack', 'kiosk', 'router', 'terminal', 'camera', 'printer', 'survey'];

// The find-work benchmark's market, set up through the API (accounts, the engineer's home) and
// grown with SQL generate_series (orders spread over the US around its cities).

const PASSWORD = 'Bench12345';
/** Each company's share of the orders: one large company, a few smaller ones. */
const COMPANY_SHARES = [0.4, 0.3, 0.15, 0.1, 0.05];
export const TRAVEL_DISTANCE_MILES = 50;

export type Market = { companyToken: string; companyUserId: number; companyId: number; engineerToken: string; engineerId: number };

async function signIn(baseUrl: string, email: string) {
  const { token, user } = await callApi<{ token: string; user: SessionUser }>(baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { json: { email, password: PASSWORD } });
  return { token, userId: user.id };
}

/** Companies, an engineer living in Dallas who travels 50 miles, another who is assigned to some orders, and the US cities to post around. */
export async function createMarket(baseUrl: string, pool: Pool): Promise<Market> {
  for (const [index] of COMPANY_SHARES.entries()) {
    const email = `bench-company-${index + 1}@example.test`;
    await callApi(baseUrl, 'register', 'POST', AUTH_ENDPOINTS.REGISTER_COMPANY, { json: { first_name: 'Bench', last_name: `Company ${index + 1}`, email, password: PASSWORD, company_name: `Bench Company ${index + 1}` } });
  }
  for (const name of ['engineer', 'assignee']) {
    await callApi(baseUrl, 'signup', 'POST', AUTH_ENDPOINTS.ENGINEER_SIGNUP, { json: { first_name: 'Bench', last_name: name, email: `bench-${name}@example.test`, password: PASSWORD } });
  }
  // The bench accounts skip the mailed sign-up code: this database is the bench's own.
  await pool.query(`update users set email_verified_at = now() where email like 'bench-%@example.test' and email_verified_at is null`);
  const company = await signIn(baseUrl, 'bench-company-1@example.test');
  const engineer = await signIn(baseUrl, 'bench-engineer@example.test');
  const { rows: [dallas] } = await pool.query<{ id: number; state_id: number; country_id: number }>(
    `select c.id, c.state_id, c.country_id from cities c join states s on s.id = c.state_id where c.name = 'Dallas' and s.name = 'Texas'`,
  );
  const engineerCall = (path: string, json: object) => callApi(baseUrl, 'profile', 'PATCH', path, { token: engineer.token, json });
  await engineerCall(ENGINEER_PROFILE_ENDPOINTS.UPDATE_CONTACT_INFO, { first_name: 'Bench', last_name: 'engineer', country_id: dallas.country_id, state_id: dallas.state_id, city_id: dallas.id });
  await engineerCall(ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE, { hourly_rate: 45, travel_distance: TRAVEL_DISTANCE_MILES });

  await pool.query(`create table bench_cities as
    select row_number() over (order by c.id) as n, c.id, c.state_id, c.country_id, c.latitude, c.longitude
    from cities c join countries k on k.id = c.country_id
    where k.iso2 = 'US' and c.latitude is not null and c.longitude is not null`);
  await pool.query(`create table bench_companies as
    select row_number() over (order by c.id) as n, c.id as company_id, c.owner_user_id as user_id from companies c`);
  const { rows: [{ id: companyId }] } = await pool.query<{ id: number }>(`select company_id as id from bench_companies where n = 1`);
  return { companyToken: company.token, companyUserId: company.userId, companyId, engineerToken: engineer.token, engineerId: engineer.userId };
}

/**
 * Orders `from`..`to`: 80 % open, the rest paid, cancelled or scheduled; 10 % remote, 5 % hybrid;
 * titled with one of BENCH_WORDS (one in 5,000 also "calibration", for a rare keyword);
 * around a random US city (±0.1°); posted over the last year, starting within 60 days.
 */
export async function seedOrders(pool: Pool, from: number, to: number): Promise<void> {
  const WORDS = `array[${BENCH_WORDS.map((word) => `'${word}'`).join(', ')}]`;
  const thresholds = COMPANY_SHARES.map((_, index) => COMPANY_SHARES.slice(0, index + 1).reduce((sum, share) => sum + share, 0));
  const companyCase = thresholds.map((threshold, index) => `when r.c < ${threshold} then ${index + 1}`).join(' ');
  await pool.query(
    `insert into assignments (company_id, created_by, status, title, category_id, description, location_type_id, country_id, state_id, city_id,
       latitude, longitude, schedule_type, start_at, timezone, payment_type_id, hourly_rate, max_hours, fixed_amount,
       assigned_engineer_id, cancelled_at, created_at, updated_at)
     select co.company_id, co.user_id, st.status,
       'Bench order ' || g || ' ' || (${WORDS})[1 + g % ${BENCH_WORDS.length}] || case when g % 5000 = 0 then ' calibration' else '' end,
       (select min(id) from categories),
       'Seeded by npm run bench:find-work', lt.id, ci.country_id, ci.state_id, ci.id,
       case when lt.id = 2 then null else ci.latitude + (r.lat - 0.5) * 0.2 end,
       case when lt.id = 2 then null else ci.longitude + (r.lng - 0.5) * 0.2 end,
       'exact', now() + r.start * interval '60 days', 'America/Chicago',
       case when r.pay < 0.3 then 1 else 2 end,
       case when r.pay < 0.3 then 40 + round(r.pay * 100) end, case when r.pay < 0.3 then 4 end,
       case when r.pay >= 0.3 then 100 + round(r.pay * 900) end,
       case when st.status in (2, 8) then (select id from users where email = 'bench-assignee@example.test') end,
       case when st.status = 10 then now() end,
       now() - r.age * interval '365 days', now()
     from generate_series($1::int, $2::int) g
     cross join lateral (select random() as c, random() as s, random() as t, random() as city, random() as lat, random() as lng,
       random() as start, random() as pay, random() as age, g as same) r
     join bench_companies co on co.n = case ${companyCase} else 1 end
     join bench_cities ci on ci.n = 1 + floor(r.city * (select count(*) from bench_cities))::int
     cross join lateral (select case when r.s < 0.8 then 0 when r.s < 0.9 then 8 when r.s < 0.95 then 10 else 2 end as status) st
     cross join lateral (select case when r.t < 0.1 then 2 when r.t < 0.15 then 3 else 1 end as id) lt`,
    [from, to],
  );
  // Vacuumed as well as analysed: otherwise autovacuum starts on the new rows while the first
  // timings run and slows whichever server is measured first.
  await pool.query('vacuum analyze assignments');
}

/** The engineer applied to a few open orders near home and withdrew from some (find work leaves out the first). */
export async function seedApplications(pool: Pool, engineerId: number): Promise<void> {
  await pool.query(
    `insert into assignment_applications (assignment_id, engineer_id, status)
     select a.id, $1, case when row_number() over (order by a.id) % 2 = 0 then 'applied' else 'withdrawn' end
     from assignments a join engineers e on e.user_id = $1
     where a.status = 0 and a.assigned_engineer_id is null and a.latitude between e.latitude - 0.5 and e.latitude + 0.5
       and a.longitude between e.longitude - 0.5 and e.longitude + 0.5
       and not exists (select 1 from assignment_applications x where x.assignment_id = a.id and x.engineer_id = $1)
     limit 20`,
    [engineerId],
  );
}
