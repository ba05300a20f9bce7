import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, COMPANY_ASSIGNMENT_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS, EXPENSE_ENDPOINTS, LOG_ENDPOINTS, MESSAGE_ENDPOINTS } from '@/constants';
import { callApi, createTestApp, type TestApp } from '../../test/helpers';
import { documentedSecurity } from '../../test/support/documented-security';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

const E = ENGINEER_ASSIGNMENT_ENDPOINTS;
const C = COMPANY_ASSIGNMENT_ENDPOINTS;

/** Every path of the work-order lifecycle, with its method and the body it takes (json, form or none). */
const OPERATIONS: [string, string, 'json' | 'form' | 'none'][] = [
  [E.CONFIRM, 'patch', 'json'],
  [E.CHECK_IN, 'patch', 'json'],
  [E.CHECK_OUT, 'patch', 'json'],
  [E.ADD_DELIVERABLE, 'patch', 'form'],
  [E.COMPLETE, 'patch', 'json'],
  [E.LEAVE, 'patch', 'json'],
  [E.DELIVERABLE_FILE, 'get', 'none'],
  [C.CONFIRM, 'patch', 'json'],
  [C.CONFIRM_CHECK_IN, 'patch', 'json'],
  [C.CONFIRM_CHECK_OUT, 'patch', 'json'],
  [C.COMPLETE, 'patch', 'json'],
  [C.APPROVE, 'patch', 'json'],
  [C.SEND_FOR_CORRECTION, 'patch', 'json'],
  [C.PAY, 'patch', 'json'],
  [C.PAYMENT_BREAKDOWN, 'get', 'none'],
  [C.DELIVERABLE_FILE, 'get', 'none'],
  [C.LOGS, 'get', 'none'],
  [EXPENSE_ENDPOINTS.EXPENSES, 'post', 'form'],
  [EXPENSE_ENDPOINTS.EXPENSES, 'get', 'none'],
  [EXPENSE_ENDPOINTS.EXPENSE, 'put', 'json'],
  [EXPENSE_ENDPOINTS.RECEIPT, 'get', 'none'],
  [MESSAGE_ENDPOINTS.SEND, 'post', 'json'],
  [MESSAGE_ENDPOINTS.LIST, 'get', 'none'],
  [LOG_ENDPOINTS.LOGS, 'get', 'none'],
];

describe('the OpenAPI document', () => {
  it('describes every lifecycle, expense, message and log path with its request and answers', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const [path, method, bodyKind] of OPERATIONS) {
      const operation = body.paths[`${API_V1_BASE}${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      // A bearer token, of the roles listed (server/test/openapi-cases/authorization.test.ts checks each list against the guard), and the key scope.
      expect(operation.security).toEqual(documentedSecurity(method, path, expect.any(Array)));
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403'].filter((code) => !(method === 'post' && code === '200'))));
      if (bodyKind === 'json') expect(operation.requestBody.content['application/json'].schema, path).toBeDefined();
      if (bodyKind === 'form') expect(operation.requestBody.content['multipart/form-data'].schema, path).toBeDefined();
    }
    expect(body.paths[`${API_V1_BASE}${C.DETAILS}`].get.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/CompanyWorkOrderDetails',
    });
    expect(body.components.schemas.CompanyWorkOrderDetails.properties.progress).toBeDefined();
  });
});
