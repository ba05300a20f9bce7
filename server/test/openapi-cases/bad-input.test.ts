import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_OPERATION_SCOPES } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { getTestDb, type TestApp } from '../helpers';
import { createTestStorage, TEST_UPLOAD_MAX_BYTES } from '../support/engineer-profile';
import { changedTables, digestDatabase, findPlantedValues, listSeededTables, PLANTED } from './database-digest';
import { mutationsOf } from './bad-input-mutations';
import { jsonPartOf, loadOperations, type Operation } from './operations';
import { describeCall, exampleInputs, send, type ExampleContext } from './example-requests';
import { createTenant, createTenants, freshToken, KEY_ROLES, type Tenants } from './tenants';

// Generated from the OpenAPI document: every operation gets bad input derived from its own
// request schema (see bad-input-mutations.ts), sent by tenant A's user of a role it allows
// about A's own records, so an input that slips past validation reaches real data. Each must be
// refused with a 4xx and a message, and the database must read the same afterwards. The
// operations an API key may call get the same with A's key of every scope.

let app: TestApp;
let db: Database;
let operations: Operation[];
let tenants: Tenants;
let seeded: string[];
let seededBefore: Record<string, string>;

/** Each test makes thousands of calls; none waits on a clock. */
const GENERATED_TIMEOUT = 600_000;

beforeAll(async () => {
  db = await getTestDb();
  // Thousands of calls per API key: no rate limit in the way.
  app = createApp({ db, storage: createTestStorage(), uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async () => undefined, apiKeyRateLimit: 1_000_000 });
  operations = (await loadOperations(app)).filter((operation) => !operation.streams);
  seeded = await listSeededTables(db);
  seededBefore = await digestDatabase(db, { only: seeded });
  tenants = await createTenants(app, db);
});

afterAll(async () => {
  // The reference lists, digested once around every call of the file.
  expect(changedTables(seededBefore, await digestDatabase(db, { only: seeded }))).toEqual([]);
});

const contextFor = (operation: Operation): ExampleContext => ({
  idFor: (name) => tenants.ownedByA[name]?.[0] ?? tenants.reference[name],
  wantsImage: /picture|logo/.test(operation.path),
  jsonPartBase: tenants.jsonPartBases[operation.operationId],
});

const hasInput = (operation: Operation) => operation.query.length + operation.pathParams.length > 0 || operation.body !== undefined;

describe('every operation of the document, with bad input from its schema', () => {
  it('refuses each with a 4xx and a message, and writes nothing', async () => {
    const failures: string[] = [];
    const written: string[] = [];
    for (const operation of operations.filter(hasInput)) {
      const role = operation.roles[0];
      const token = role ? await freshToken(db, tenants.a[role]) : undefined;
      const valid = exampleInputs(operation, contextFor(operation));
      const before = await digestDatabase(db, { except: seeded });
      for (const mutation of mutationsOf(operation, valid)) {
        const answer = await send(app, operation, { token, inputs: mutation.inputs, raw: mutation.raw });
        const refused = answer.status >= 400 && answer.status < 500 && typeof answer.body?.message === 'string';
        if (!refused) failures.push(describeCall(operation, mutation.label, answer));
      }
      const changed = changedTables(before, await digestDatabase(db, { except: seeded }));
      if (changed.length > 0) written.push(`${operation.key}: ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(written).toEqual([]);
  }, GENERATED_TIMEOUT);

  it('refuses each with a 4xx and a message, and writes nothing, when called with an API key', async () => {
    const failures: string[] = [];
    const written: string[] = [];
    const withKeys = operations.filter((operation) => hasInput(operation) && operation.key in API_KEY_OPERATION_SCOPES);
    expect(withKeys.length).toBeGreaterThan(30);
    for (const operation of withKeys) {
      const role = KEY_ROLES.find((candidate) => operation.roles.includes(candidate))!;
      const valid = exampleInputs(operation, contextFor(operation));
      const before = await digestDatabase(db, { except: seeded });
      for (const mutation of mutationsOf(operation, valid)) {
        const answer = await send(app, operation, { token: tenants.keys.a[role].key, inputs: mutation.inputs, raw: mutation.raw });
        const refused = answer.status >= 400 && answer.status < 500 && typeof answer.body?.message === 'string' && ![401, 403].includes(answer.status);
        if (!refused) failures.push(describeCall(operation, `${role} key, ${mutation.label}`, answer));
      }
      const changed = changedTables(before, await digestDatabase(db, { except: seeded }));
      if (changed.length > 0) written.push(`${operation.key}: ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(written).toEqual([]);
  }, GENERATED_TIMEOUT);

  it('never writes a field the schema does not have (role, company_id, status…), on a body it accepts', async () => {
    const failures: string[] = [];
    const planted = { role: PLANTED.text, role_id: PLANTED.number, company_id: PLANTED.number, user_id: PLANTED.number, created_by: PLANTED.number, status: PLANTED.number, is_admin: PLANTED.text, deleted_at: PLANTED.text };
    for (const operation of operations.filter((candidate) => candidate.body)) {
      // A tenant of its own per operation: an accepted body may sign out, change the password or delete the account.
      const own = await createTenant(db, 'Planted');
      const role = operation.roles[0];
      const token = role ? own[role].token : undefined;
      const valid = exampleInputs(operation, contextFor(operation));
      const body = valid.body as Record<string, unknown>;
      const jsonPart = jsonPartOf(operation.body)?.[0];
      const withPlanted = jsonPart && typeof body[jsonPart] === 'object' ? { ...body, [jsonPart]: { ...planted, ...(body[jsonPart] as object) } } : { ...planted, ...body };
      const answer = await send(app, operation, { token, inputs: { ...valid, body: withPlanted } });
      if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body?.message !== 'string')) failures.push(describeCall(operation, 'planted fields', answer));
      const found = await findPlantedValues(db, seeded);
      if (found.length > 0) failures.push(`${operation.key}: planted values written to ${found.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, GENERATED_TIMEOUT);
});
