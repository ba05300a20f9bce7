import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { createAnswerSchemaCheck } from './answer-schemas';
import { uniqueIp } from './helpers';

// Checks real answers against the OpenAPI document the app serves: every call names the status
// it expects, and its answer must be documented for that status, in that media type, and (for
// JSON) valid against the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 uses).

type MediaType = { schema?: { properties?: Record<string, Record<string, unknown>> }; encoding?: Record<string, { contentType?: string }> };
type Operation = { operationId?: string; security?: unknown[]; requestBody?: { content: Record<string, MediaType> }; responses: Record<string, { content?: Record<string, MediaType> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Record<string, unknown>> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DOCUMENT_ID = 'https://service-portal.test/openapi.json';

/** One JSON Pointer segment as a URI fragment part (`/` → `~1`, then percent-encoded). */
const fragment = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

const templatePattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const mediaTypeMatches = (documented: string, actual: string) =>
  documented === actual || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

type CallOptions = { token?: string; body?: unknown; form?: Record<string, string | File>; raw?: { contentType: string; text: string }; status?: number };
export type ContractAnswer = { status: number; headers: Headers; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field

/** Loads the app's document; `call` then makes requests whose answers are checked against it. */
export async function createContractClient(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> } & Parameters<typeof createAnswerSchemaCheck>[0]) {
  const document = (await (await app.request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`)).json()) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOCUMENT_ID);

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, pattern: templatePattern(path), operation: item[method] })),
  );
  const checkAnswerSchema = createAnswerSchemaCheck(app);
  const exercised = new Set<string>();
  let problems: string[] = [];

  /** The operation a request reaches: a literal path before a templated one. */
  const operationFor = (method: string, path: string) =>
    operations.find((op) => op.method === method && op.path === path) ?? operations.find((op) => op.method === method && op.pattern.test(path));

  function check(method: string, path: string, answer: ContractAnswer) {
    const found = operationFor(method, path);
    if (!found) return void problems.push(`${method.toUpperCase()} ${path}: not in the document`);
    exercised.add(`${found.method.toUpperCase()} ${found.path}`);
    const name = `${found.operation.operationId} (${answer.status})`;
    const response = found.operation.responses[String(answer.status)] ?? found.operation.responses[`${String(answer.status)[0]}XX`];
    if (!response) return void problems.push(`${name}: status not documented`);
    const actualType = answer.headers.get('content-type')?.split(';')[0].trim() ?? '';
    const documentedType = Object.keys(response.content ?? {}).find((type) => mediaTypeMatches(type, actualType));
    if (!documentedType) return void problems.push(`${name}: answered ${actualType || 'no body'}, documented ${Object.keys(response.content ?? {}).join(', ') || 'no body'}`);
    if (documentedType !== 'application/json') return;
    const pointer = ['paths', found.path, found.method, 'responses', String(answer.status), 'content', documentedType, 'schema'].map(fragment).join('/');
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
    if (validate && !validate(answer.body)) problems.push(`${name}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    else problems.push(...checkAnswerSchema(found.operation.operationId, answer.status, answer.body));
  }

  /** Makes one request (JSON body, multipart with `form`, or a `raw` body); a status other than `status` (200) throws. */
  async function call(method: string, url: string, { token, body, form, raw, status = 200 }: CallOptions = {}): Promise<ContractAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp() };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (raw) {
      headers['content-type'] = raw.contentType;
      payload = raw.text;
    } else if (form) {
      payload = new FormData();
      for (const [name, value] of Object.entries(form)) payload.append(name, value);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await app.request(`${API_V1_BASE}${url}`, { method, headers, body: payload });
    const text = await response.text();
    const answer = { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
    if (answer.status !== status) throw new Error(`${method} ${url} answered ${answer.status}, not ${status}: ${text.slice(0, 300)}`);
    check(method.toLowerCase(), `${API_V1_BASE}${url.split('?')[0]}`, answer);
    return answer;
  }

  /** Whether `value` is valid against the schema at `path` (segments from the document's root) of the document. */
  function isValid(path: string[], value: unknown): boolean {
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${path.map(fragment).join('/')}`);
    if (!validate) throw new Error(`No schema at ${path.join(' › ')}`);
    return validate(value) as boolean;
  }

  return {
    document,
    call,
    isValid,
    /** The mismatches found since the last call of this, cleared. */
    takeProblems: () => [problems, (problems = [])][0],
    /** `METHOD /path` of each documented operation no call has reached yet. */
    unexercised: () => operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).filter((key) => !exercised.has(key)),
  };
}
