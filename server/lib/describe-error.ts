// What of an error may be written to the log. A failed query carries its bound values
// (drizzle's DrizzleQueryError has `params` and repeats them in its message, PGlite's error
// has them too, and PostgreSQL's messages and details quote values): password hashes, bank
// details and tokens must never reach the log that way. So database errors are described by
// their SQL (placeholders only) and their codes, and no message of theirs is kept.

type Described = { name: string; message?: string; query?: string; code?: string; table?: string; column?: string; constraint?: string; routine?: string; stack?: string };

const DATABASE_FIELDS = ['code', 'table', 'column', 'constraint', 'routine'] as const;

/** A database error (pg or PGlite): it has a SQLSTATE code and a severity. */
function isDatabaseError(error: object): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

const isFailedQuery = (error: object) => typeof (error as { query?: unknown }).query === 'string' && 'params' in error;

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string | undefined {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

function describeOne(error: unknown): Described {
  if (!(error instanceof Object)) return { name: typeof error, message: String(error).slice(0, 200) };
  const name = (error as Error).name ?? error.constructor?.name ?? 'Error';
  const described: Described = { name };
  if (isFailedQuery(error)) described.query = (error as { query: string }).query;
  if (isDatabaseError(error)) {
    for (const field of DATABASE_FIELDS) {
      const value = (error as Record<string, unknown>)[field];
      if (typeof value === 'string') described[field] = value;
    }
  } else if (!isFailedQuery(error)) {
    described.message = (error as Error).message;
  }
  if (error instanceof Error) described.stack = framesOf(error);
  return described;
}

/** The error and its causes, as loggable fields, with no query parameters and no database messages. */
export function describeError(error: unknown): Described & { causes?: Described[] } {
  const causes: Described[] = [];
  for (let cause = (error as { cause?: unknown } | undefined)?.cause; cause && causes.length < 5; cause = (cause as { cause?: unknown }).cause) {
    causes.push(describeOne(cause));
  }
  return causes.length ? { ...describeOne(error), causes } : describeOne(error);
}
