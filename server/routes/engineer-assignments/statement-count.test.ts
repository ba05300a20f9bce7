import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { countStatements, type StatementCounter } from '../../db/statement-counter';
import { callApi, getTestDatabaseHandle, type TestApp } from '../../test/helpers';
import { createEngineerTestApp } from '../../test/support/engineer-profile';
import { createEngineerIn, createMarket, type Market } from '../../test/support/engineer-assignments';

// How many statements find work and details send, so the count cannot creep back up. Find work: the token check and
// the engineer's home together, then the page (its box, ids, rows, skills, ratings) and the
// count together. Counted on whichever database the suite runs on (PGlite or DATABASE_URL); round
// trips are left to npm run bench:statements, since they depend on timing.

const FIND_WORK_MAX_STATEMENTS = 4;
/** An order's details as the engineer sees it: the token check, the order with the engineer's home, its details, its attachments. */
const DETAILS_MAX_STATEMENTS = 5;

let app: TestApp;
let db: Database;
let market: Market;
let counter: StatementCounter;

beforeAll(async () => {
  counter = countStatements(await getTestDatabaseHandle());
  ({ app, db } = await createEngineerTestApp());
  market = await createMarket(db);
});

const findWork = (token: string, query = '') => callApi(app, 'GET', `/engineers/get-assignment${query}`, { token });

describe('statements per request', () => {
  it.each([
    ['nearest first (the box grows)', ''],
    ['nearest first, a page the box cannot hold', '?per_page=100'],
    ['within the travel distance', '?within_distance=true'],
    ['by pay', '?sort_by=pay'],
    ['a later page, farthest first', '?order=desc&page=2&per_page=2'],
  ])('find work, %s: at most 4 statements', async (_, query) => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    // The first request checks the token before reading; later ones check it alongside.
    expect((await findWork(erin.token)).status).toBe(200);

    const { result, tally } = await counter.measure(() => findWork(erin.token, query));
    expect(result.status).toBe(200);
    expect(result.body.data.data.length).toBeGreaterThan(0);
    // The hook sees the statements (a count of none would pass for the wrong reason).
    expect(tally.statements).toBeGreaterThan(0);
    expect(tally.statements, tally.texts.join('\n')).toBeLessThanOrEqual(FIND_WORK_MAX_STATEMENTS);
  });

  it('details, as the engineer: at most 5 statements', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const path = `/engineers/get-assignment-details?id=${market.orders.roundRock.id}`;
    expect((await callApi(app, 'GET', path, { token: erin.token })).status).toBe(200);

    const { result, tally } = await counter.measure(() => callApi(app, 'GET', path, { token: erin.token }));
    expect(result.status).toBe(200);
    expect(result.body.data.distance_miles).toBeGreaterThan(16);
    expect(tally.statements).toBeGreaterThan(0);
    expect(tally.statements, tally.texts.join('\n')).toBeLessThanOrEqual(DETAILS_MAX_STATEMENTS);
  });
});
