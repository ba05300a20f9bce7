import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

// The zod schema each route declares for its JSON answers: the schema in contracts/ that the
// portal's types are inferred from (wrapped in the `{ message, data }` envelope, or the error
// body of contracts/envelope.ts). The served document is a JSON Schema rendering of it and can
// lose what JSON Schema cannot say, so answers are parsed with the zod schema itself as well.

type RouteDefinitions = Pick<OpenAPIHono, 'openAPIRegistry'>;
type JsonContent = { content?: Record<string, { schema?: unknown }> };

const isZodSchema = (schema: unknown): schema is ZodType => typeof (schema as ZodType | undefined)?.safeParse === 'function';

/** `operationId` → documented status (`200`, `4XX`) → the zod schema of its JSON answer. */
export function collectAnswerSchemas(app: RouteDefinitions): Map<string, Map<string, ZodType>> {
  const schemas = new Map<string, Map<string, ZodType>>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route' || !definition.route.operationId) continue;
    const byStatus = new Map<string, ZodType>();
    for (const [status, response] of Object.entries(definition.route.responses ?? {})) {
      const schema = (response as JsonContent).content?.['application/json']?.schema;
      if (isZodSchema(schema)) byStatus.set(status, schema);
    }
    schemas.set(definition.route.operationId, byStatus);
  }
  return schemas;
}

/** A check of one JSON answer against its route's zod schema; answers the problems found (none when it parses). */
export function createAnswerSchemaCheck(app: RouteDefinitions) {
  const schemas = collectAnswerSchemas(app);
  return (operationId: string | undefined, status: number, body: unknown): string[] => {
    const byStatus = schemas.get(operationId ?? '');
    const schema = byStatus?.get(String(status)) ?? byStatus?.get(`${String(status)[0]}XX`);
    if (!schema) return [`${operationId} (${status}): no zod schema for this JSON answer`];
    const result = schema.safeParse(body);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${operationId} (${status}) zod: ${['body', ...issue.path.map(String)].join('.')} ${issue.message}`);
  };
}
