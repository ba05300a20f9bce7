import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestCompany, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, postAssignment, validDraft } from '../../test/support/assignments';
import { createEngineerIn } from '../../test/support/engineer-assignments';
import { findCity } from '../../test/support/engineer-profile';

// Keyword search and sorting by pay on find work, over orders posted through the company routes
// (so their search terms come from the app). Each run's words are its own, as the database may
// hold other files' orders.

let app: TestApp;
let db: Database;
let company: TestAccount & { companyId: number };
const word = `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`;
const ids: Record<string, number> = {};

type Row = { id: number; title: string };
const findWork = async (token: string, query: string): Promise<Row[]> => {
  const { status, body } = await callApi(app, 'GET', `/engineers/get-assignment${query}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.data;
};
const mine = (rows: Row[]) => rows.filter((row) => Object.values(ids).includes(row.id)).map((row) => row.title);

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
  company = await createTestCompany(db);
  const dallas = await findCity(db, 'Dallas', 'Texas');
  const post = async (key: string, overrides: Parameters<typeof validDraft>[1]) => {
    ids[key] = (await postAssignment(app, company.token, await validDraft(db, overrides))).id;
  };
  await post('splice', { basic_info: { title: `${word} splice in the lobby`, description: 'Splice two trunks.', skill_ids: [3], job_title_id: 6 }, pricing: { payment_type: 2, fixed_amount: 300 } });
  await post('pos', { basic_info: { title: `${word} terminal swap`, description: 'Swap the terminals.', skill_ids: [5], job_title_id: 7 }, pricing: { payment_type: 1, hourly_rate: 50, max_hours: 10 } });
  await post('racks', { basic_info: { title: `${word} rack work`, description: 'Mount racks and label every cable.', skill_ids: [1], job_title_id: 5 }, pricing: { payment_type: 3, fixed_amount: 200, max_hours: 6, blended_first_hours: 2, blended_additional_rate: 40 } });
  await post('dallas', {
    basic_info: { title: `${word} fiber run in Dallas`, description: 'Pull fiber.', skill_ids: [4], job_title_id: 6 },
    location: { country_id: dallas.countryId, state_id: dallas.stateId, city_id: dallas.id },
    pricing: { payment_type: 2, fixed_amount: 900 },
  });
});

describe('find work keyword search', () => {
  it('keeps the search terms of a posted order: its skills and job title', async () => {
    const result = await db.execute(sql`select search_terms from assignments where id = ${ids.splice}`);
    expect((result as unknown as { rows: { search_terms: string }[] }).rows[0].search_terms).toBe('Fiber Splicing Fiber Optic Technician');
  });

  it('finds orders by a word of the title, of a skill name, and by the start of a word', async () => {
    const erin = await createEngineerIn(app, db, await findCity(db, 'Austin', 'Texas'), 500);
    expect(mine(await findWork(erin.token, `?q=${word}&per_page=100&sort_by=created_at`))).toHaveLength(4);
    expect(mine(await findWork(erin.token, `?q=${word}+lobby`))).toEqual([`${word} splice in the lobby`]);
    // "POS Installation" is the skill of the terminal swap only; "fib" begins "Fiber" (skill, job title, title).
    expect(mine(await findWork(erin.token, `?q=${word}+installation`))).toEqual([`${word} terminal swap`]);
    expect(mine(await findWork(erin.token, `?q=${word}+fib&sort_by=created_at`)).sort()).toEqual([`${word} fiber run in Dallas`, `${word} splice in the lobby`]);
    // The description counts too, and a word of a job title ("Cabling Technician").
    expect(mine(await findWork(erin.token, `?q=${word}+label`))).toEqual([`${word} rack work`]);
    expect(mine(await findWork(erin.token, `?q=${word}+cabling+techn`))).toEqual([`${word} rack work`]);
  });

  it('combines keywords with distance, and reads tsquery operators as plain words', async () => {
    const erin = await createEngineerIn(app, db, await findCity(db, 'Austin', 'Texas'), 50);
    expect(mine(await findWork(erin.token, `?q=${word}+fib&within_distance=true`))).toEqual([`${word} splice in the lobby`]);
    const frank = await createEngineerIn(app, db, await findCity(db, 'Dallas', 'Texas'), 50, 'Frank');
    expect(mine(await findWork(frank.token, `?q=${word}+fib&within_distance=true`))).toEqual([`${word} fiber run in Dallas`]);
    const odd = encodeURIComponent(`${word} & !fib:* | (`);
    expect(mine(await findWork(erin.token, `?q=${odd}&within_distance=true`))).toEqual([`${word} splice in the lobby`]);
    // Nothing left to search for: no keyword condition.
    expect((await findWork(erin.token, `?q=${encodeURIComponent(' &|!( ')}&per_page=100`)).length).toBeGreaterThan(0);
    expect(await findWork(erin.token, `?q=${word}+nosuchwordanywhere`)).toEqual([]);
  });

  it('sorts by the estimated total pay, highest first', async () => {
    const erin = await createEngineerIn(app, db, await findCity(db, 'Austin', 'Texas'), 500);
    // Dallas 900 fixed; terminal swap 50 × 10 h = 500; splice 300 fixed; racks 200 + 40 × (6 − 2) = 360.
    expect(mine(await findWork(erin.token, `?q=${word}&sort_by=pay`))).toEqual([`${word} fiber run in Dallas`, `${word} terminal swap`, `${word} rack work`, `${word} splice in the lobby`]);
    expect(mine(await findWork(erin.token, `?q=${word}&sort_by=pay&order=asc`))).toEqual([`${word} splice in the lobby`, `${word} rack work`, `${word} terminal swap`, `${word} fiber run in Dallas`]);
    const paged = [...(await findWork(erin.token, `?q=${word}&sort_by=pay&per_page=2`)), ...(await findWork(erin.token, `?q=${word}&sort_by=pay&per_page=2&page=2`))];
    expect(mine(paged)).toEqual([`${word} fiber run in Dallas`, `${word} terminal swap`, `${word} rack work`, `${word} splice in the lobby`]);
  });

  it('refuses keywords past 200 characters and an unknown sort', async () => {
    const erin = await createEngineerIn(app, db, await findCity(db, 'Austin', 'Texas'), 50);
    expect((await callApi(app, 'GET', `/engineers/get-assignment?q=${'a'.repeat(201)}`, { token: erin.token })).status).toBe(400);
    expect((await callApi(app, 'GET', '/engineers/get-assignment?sort_by=title', { token: erin.token })).status).toBe(400);
  });
});
