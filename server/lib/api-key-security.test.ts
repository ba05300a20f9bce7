import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_OPERATION_SCOPES, API_KEY_REFUSED_OPERATIONS, API_V1_BASE, DOC_ENDPOINTS, ROLES, WEBHOOK_ENDPOINTS } from '@/constants';
import { createApp } from '../app';
import { getTestDb } from '../test/helpers';
import { API_KEY_SECURITY_SCHEME } from './api-key-security';

// The scope table decides, for every operation a company or customer user may call, whether an
// API key may call it and with which scope; the document shows the same.

type Operation = { security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; scheme: string }> } };

let document: Document;
let operations: { key: string; security: Record<string, string[]>[] }[];

beforeAll(async () => {
  const app = createApp({ db: await getTestDb() });
  document = await (await app.request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`)).json();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.slice(API_V1_BASE.length)}`, security: operation.security ?? [] })),
  );
});

const bearerRolesOf = (security: Record<string, string[]>[]) => security.flatMap((requirement) => requirement.Bearer ?? []);
const companySide = (security: Record<string, string[]>[]) => {
  const roles = bearerRolesOf(security);
  const signedIn = security.some((requirement) => 'Bearer' in requirement);
  return signedIn && (roles.length === 0 || roles.includes(ROLES.COMPANY) || roles.includes(ROLES.CUSTOMER));
};
/** The webhook routes are built apart; the table names them ahead of their documentation. */
const webhookPaths = new Set<string>(Object.values(WEBHOOK_ENDPOINTS));

describe('the API key scope table', () => {
  it('decides every company or customer operation of the document: a scope, or refused', () => {
    const undecided = operations.filter(({ key, security }) => companySide(security) && !(key in API_KEY_OPERATION_SCOPES) && !API_KEY_REFUSED_OPERATIONS.includes(key as never));
    expect(undecided.map(({ key }) => key)).toEqual([]);
  });

  it('names only documented operations (the webhooks aside), none both allowed and refused', () => {
    const documented = new Set(operations.map(({ key }) => key));
    const listed = [...Object.keys(API_KEY_OPERATION_SCOPES), ...API_KEY_REFUSED_OPERATIONS];
    expect(listed.filter((key) => !documented.has(key) && !webhookPaths.has(key.split(' ')[1]))).toEqual([]);
    expect(API_KEY_REFUSED_OPERATIONS.filter((key) => key in API_KEY_OPERATION_SCOPES)).toEqual([]);
    // Keys of company and customer users never reach an engineer-only operation: listing one would be a mistake.
    const engineerOnly = operations.filter(({ security }) => !companySide(security)).map(({ key }) => key);
    expect(Object.keys(API_KEY_OPERATION_SCOPES).filter((key) => engineerOnly.includes(key))).toEqual([]);
  });

  it('shows the scope of each operation in the document as an ApiKey requirement, and none on the others', () => {
    expect(document.components.securitySchemes[API_KEY_SECURITY_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong = operations.flatMap(({ key, security }) => {
      const documented = security.filter((requirement) => API_KEY_SECURITY_SCHEME in requirement).map((requirement) => requirement[API_KEY_SECURITY_SCHEME]);
      const expected = API_KEY_OPERATION_SCOPES[key];
      const ok = expected ? documented.length === 1 && documented[0].join() === expected : documented.length === 0;
      return ok ? [] : [`${key}: ${JSON.stringify(documented)} (table: ${expected ?? 'refused'})`];
    });
    expect(wrong).toEqual([]);
    expect(operations.find(({ key }) => key === 'GET /customers/customer_assignments')?.security).toEqual([{ Bearer: ['company', 'customer'] }, { ApiKey: ['orders:read'] }]);
  });
});
