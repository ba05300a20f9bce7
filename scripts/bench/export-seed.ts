import type { Pool } from 'pg';

// The export benchmark's orders, all of one company (signed up through the API), grown with SQL
// generate_series: around random US cities, every status, a third assigned and a tenth paid
// (with its payment and an approved expense), titles with commas and quotes now and then.

/** Orders `from`..`to` of the company whose user signed up with `email`. */
export async function seedExportOrders(pool: Pool, email: string, from: number, to: number): Promise<void> {
  await pool.query(`create table if not exists bench_us_cities as
    select row_number() over (order by c.id) as n, c.id, c.state_id, c.country_id from cities c join countries k on k.id = c.country_id where k.iso2 = 'US'`);
  await pool.query(`create table if not exists bench_engineers as
    select n, null::int as id from generate_series(1, 20) n`);
  const { rows: engineers } = await pool.query<{ count: string }>(`select count(*) from users where email like 'bench-export-engineer-%'`);
  if (Number(engineers[0].count) === 0) {
    await pool.query(`insert into users (role_id, first_name, last_name, email, password_hash)
      select 2, 'Engineer', 'No. ' || n, 'bench-export-engineer-' || n || '@example.test', 'x' from generate_series(1, 20) n`);
    await pool.query(`update bench_engineers b set id = u.id from users u where u.email = 'bench-export-engineer-' || b.n || '@example.test'`);
  }
  await pool.query(
    `insert into assignments (company_id, created_by, status, title, category_id, description, location_type_id, address_line1, zip,
       country_id, state_id, city_id, schedule_type, start_at, end_at, timezone, payment_type_id, hourly_rate, max_hours, fixed_amount,
       assigned_engineer_id, agreed_amount, checked_in_at, checked_out_at, paid_at, created_at, updated_at)
     select co.id, co.owner_user_id, st.status,
       case when g % 50 = 0 then 'Rack "B", aisle ' || g else 'Bench export order ' || g end,
       (select min(id) from categories), 'Seeded by npm run bench:export', 1, (g % 900 + 100) || ' Main St', lpad((g % 99999)::text, 5, '0'),
       ci.country_id, ci.state_id, ci.id, 'window', now() + r.start * interval '60 days', now() + r.start * interval '60 days' + interval '4 hours',
       (array['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'])[1 + g % 4],
       case when r.pay < 0.3 then 1 else 2 end,
       case when r.pay < 0.3 then 40 + round(r.pay * 100) end, case when r.pay < 0.3 then 4 end,
       case when r.pay >= 0.3 then 100 + round(r.pay * 900) end,
       case when st.status <> 0 then e.id end,
       case when st.status <> 0 then 300 end,
       case when st.status = 8 then now() - interval '10 days' end,
       case when st.status = 8 then now() - interval '10 days' + interval '3 hours 30 minutes' end,
       case when st.status = 8 then now() - interval '5 days' end,
       now() - r.age * interval '365 days', now()
     from generate_series($2::int, $3::int) g
     cross join lateral (select random() as s, random() as city, random() as start, random() as pay, random() as age, g as same) r
     join companies co on co.owner_user_id = (select id from users where email = $1)
     join bench_us_cities ci on ci.n = 1 + floor(r.city * (select count(*) from bench_us_cities))::int
     join bench_engineers e on e.n = 1 + g % 20
     cross join lateral (select case when r.s < 0.6 then 0 when r.s < 0.7 then 8 when r.s < 0.8 then 10 when r.s < 0.9 then 2 else 6 end as status) st`,
    [email, from, to],
  );
  await pool.query(
    `insert into payments (assignment_id, engineer_id, paid_by, hours_worked, labor_amount, expenses_amount, total_amount, gateway, reference, created_at)
     select a.id, a.assigned_engineer_id, a.created_by, 3.5, 300, 25, 325, 'manual', 'bench-' || a.id, a.paid_at
     from assignments a where a.status = 8 and not exists (select 1 from payments p where p.assignment_id = a.id)`,
  );
  await pool.query(
    `insert into expenses (assignment_id, engineer_id, amount, category, description, status, created_at)
     select a.id, a.assigned_engineer_id, 25, 'parking', 'Garage', 'approved', a.checked_out_at
     from assignments a where a.status = 8 and not exists (select 1 from expenses x where x.assignment_id = a.id)`,
  );
  await pool.query('vacuum analyze');
}
