import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_OPERATION_SCOPES } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { getTestDb, type TestApp } from '../helpers';
import { createTestStorage, TEST_UPLOAD_MAX_BYTES } from '../support/engineer-profile';
import { changedTables, digestDatabase, listSeededTables } from './database-digest';
import { idInputsOf, loadOperations, SIGNED_IN_ROLES, targetIdInputsOf, type Operation } from './operations';
import { describeCall, exampleInputs, send, type Answer, type Inputs } from './example-requests';
import { createTenants, freshToken, KEY_ROLES, MARKER, type KeyRole, type Tenants } from './tenants';

// Generated from the OpenAPI document: every operation is called anonymously, with a token of
// each role it does not name, with one of each role it names, and by another tenant with ids of
// tenant A's objects. A new operation is covered as soon as it is documented; a new id input
// fails the last test until tenants.ts says which of A's objects it can name. The same runs with
// API keys of every scope of the company and customer users: an operation of the scope table
// answers a key as it answers the session, any other refuses it with 403.

let app: TestApp;
let db: Database;
let operations: Operation[];
let tenants: Tenants;
/** The reference lists seeded in every test database: not the tenants', and large, so the digest leaves them out. */
let seeded: string[];

beforeAll(async () => {
  db = await getTestDb();
  // Thousands of calls per API key: no rate limit in the way.
  app = createApp({ db, storage: createTestStorage(), uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async () => undefined, apiKeyRateLimit: 1_000_000 });
  operations = await loadOperations(app);
  seeded = await listSeededTables(db);
  tenants = await createTenants(app, db);
});

const NO_INPUT: Inputs = { path: {}, query: {} };

/** Path parameters need some value for the route to match; the guard runs before they are read. */
const guardOnlyInputs = (operation: Operation): Inputs => ({ ...NO_INPUT, path: Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, '1'])) });

describe('every operation of the document, by who calls it', () => {
  it('has operations, and a role list on every signed-in one', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !operation.isPublic && operation.roles.length === 0)).toEqual([]);
  });

  it('refuses an anonymous caller or a bad token with 401 unless the operation is public', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await send(app, operation, { token, inputs: guardOnlyInputs(operation) });
        if (answer.status !== 401 || typeof answer.body?.message !== 'string') failures.push(describeCall(operation, token ? 'bad token' : 'anonymous', answer));
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses each role the operation does not name with 403', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      for (const role of SIGNED_IN_ROLES.filter((candidate) => !operation.roles.includes(candidate))) {
        const answer = await send(app, operation, { token: tenants.b[role].token, inputs: guardOnlyInputs(operation) });
        if (answer.status !== 403 || typeof answer.body?.message !== 'string') failures.push(describeCall(operation, role, answer));
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets each role the operation names past the guard', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic && !candidate.streams)) {
      for (const role of operation.roles) {
        // A token of its own: the call may sign out or end the session.
        const answer = await send(app, operation, { token: await freshToken(db, tenants.b[role]), inputs: guardOnlyInputs(operation) });
        if ([401, 403].includes(answer.status) || answer.status >= 500) failures.push(describeCall(operation, role, answer));
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Whether an API key may call the operation (the scope table lists it). */
const keyMayCall = (operation: Operation) => operation.key in API_KEY_OPERATION_SCOPES;
const keyRolesOf = (operation: Operation) => KEY_ROLES.filter((role) => operation.roles.includes(role));

describe('every operation of the document, called with an API key of every scope', () => {
  it('refuses a key whose creator has a role the operation does not name with 403', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      for (const role of KEY_ROLES.filter((candidate) => !operation.roles.includes(candidate))) {
        const answer = await send(app, operation, { token: tenants.keys.b[role].key, inputs: guardOnlyInputs(operation) });
        if (answer.status !== 403 || answer.body?.code !== 'forbidden') failures.push(describeCall(operation, `${role} key`, answer));
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a key on every company or customer operation the scope table does not list with 403 forbidden', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic && !keyMayCall(candidate))) {
      for (const role of keyRolesOf(operation)) {
        const answer = await send(app, operation, { token: tenants.keys.b[role].key, inputs: guardOnlyInputs(operation) });
        if (answer.status !== 403 || answer.body?.code !== 'forbidden' || !/API keys/.test(String(answer.body.message))) failures.push(describeCall(operation, `${role} key`, answer));
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a key on each operation of the scope table as it answers the session of its creator', async () => {
    const failures: string[] = [];
    const listed = operations.filter((candidate) => !candidate.isPublic && !candidate.streams && keyMayCall(candidate));
    expect(listed.length).toBeGreaterThan(40);
    for (const operation of listed) {
      for (const role of keyRolesOf(operation)) {
        const bySession = await send(app, operation, { token: await freshToken(db, tenants.b[role]), inputs: guardOnlyInputs(operation) });
        const byKey = await send(app, operation, { token: tenants.keys.b[role].key, inputs: guardOnlyInputs(operation) });
        const passed = ![401, 403].includes(byKey.status) && byKey.status < 500;
        if (!passed || byKey.status !== bySession.status || byKey.body?.code !== bySession.body?.code) {
          failures.push(`${describeCall(operation, `${role} key`, byKey)} (session: ${bySession.status})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("every operation that names a record, as another tenant with tenant A's ids", () => {
  /** The id (or absence) for each id input, in scenario `index` (each list is walked; shorter lists repeat their last id). */
  const idsFor = (operation: Operation, role: (typeof SIGNED_IN_ROLES)[number], index: number) => (name: string) => {
    const owned = (tenants.ownedByA[name] ?? []).filter((id) => !tenants.openTo[role]?.includes(id));
    if (owned.length > 0) return owned[Math.min(index, owned.length - 1)];
    return tenants.reference[name];
  };

  /**
   * A list whose filter names A's record may answer an empty page instead, when it documents no
   * 404: nothing of A's is shown, not even whether the record exists.
   */
  const isEmptyFilteredPage = (operation: Operation, answer: Answer) =>
    answer.status === 200 && !operation.statuses.includes('404') && (answer.body as { data?: { total_count?: number } })?.data?.total_count === 0;

  /** B's session token of a role, or B's API key of it (company and customer only, on the operations the scope table lists). */
  const credentials = {
    session: { rolesOf: (operation: Operation) => operation.roles, tokenOf: (role: (typeof SIGNED_IN_ROLES)[number]) => tenants.b[role].token, covers: () => true },
    'API key': { rolesOf: keyRolesOf, tokenOf: (role: (typeof SIGNED_IN_ROLES)[number]) => tenants.keys.b[role as KeyRole].key, covers: keyMayCall },
  };

  it.each(Object.keys(credentials) as (keyof typeof credentials)[])("answers 404 (or a documented 403/409), never a success, never A's data, and writes nothing (%s)", async (credential) => {
    const { rolesOf, tokenOf, covers } = credentials[credential];
    const failures: string[] = [];
    const before = await digestDatabase(db, { except: seeded });
    for (const operation of operations.filter((candidate) => !candidate.isPublic && !candidate.streams && covers(candidate))) {
      const tenantInputs = targetIdInputsOf(operation).filter((name) => name in tenants.ownedByA);
      if (tenantInputs.length === 0) continue;
      const allowed = new Set([404, ...[403, 409].filter((status) => operation.statuses.includes(String(status)))]);
      for (const role of rolesOf(operation)) {
        const scenarios = Math.max(...tenantInputs.map((name) => tenants.ownedByA[name].length));
        for (let index = 0; index < scenarios; index += 1) {
          const context = { idFor: idsFor(operation, role, index), wantsImage: /picture|logo/.test(operation.path), jsonPartBase: tenants.jsonPartBases[operation.operationId] };
          // The required fields first; when the rules ask for more (one of several fields), every field.
          let inputs = exampleInputs(operation, { ...context, includeOptional: (name) => tenantInputs.includes(name) });
          let answer = await send(app, operation, { token: tokenOf(role), inputs });
          if (answer.status === 400) {
            inputs = exampleInputs(operation, { ...context, includeOptional: () => true });
            answer = await send(app, operation, { token: tokenOf(role), inputs });
          }
          const label = `${role} ${JSON.stringify({ ...inputs.path, ...inputs.query, ...(inputs.body && typeof inputs.body === 'object' ? inputs.body : {}) }).slice(0, 200)}`;
          const refused = allowed.has(answer.status) || isEmptyFilteredPage(operation, answer);
          if (!refused || answer.text.includes(MARKER)) failures.push(describeCall(operation, label, answer));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await digestDatabase(db, { except: seeded }))).toEqual([]);
  }, 300_000);

  it('knows, for every id input of the document, which of A’s objects it names or that it names reference data', () => {
    const unknown = operations.flatMap((operation) =>
      idInputsOf(operation)
        .filter((name) => !(name in tenants.ownedByA) && !(name in tenants.reference))
        .map((name) => `${operation.key}: ${name}`),
    );
    // Extend ownedByA or reference in tenants.ts for each input listed here.
    expect(unknown).toEqual([]);
  });
});
