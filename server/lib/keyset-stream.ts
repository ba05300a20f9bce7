import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Rows read at a time (one page, one chunk of the answer). */
export const PAGE_ROWS = 1000;

type PagedStreamOptions<Row> = {
  /** What comes before the first row (sent at once, before any query runs). */
  head: string;
  /**
   * At most `limit` rows in the stream's order, those after `after` (the last row of the page
   * before; none for the first page): one statement of its own, holding no connection once it ends.
   */
  readPage: (after: Row | undefined, limit: number) => Promise<Row[]>;
  /** The text of one page of rows. */
  writeRows: (rows: Row[]) => string;
  pageRows?: number;
};

/**
 * Rows as a text stream read in keyset pages: `pageRows` rows at a time, each page a short
 * statement of its own resuming after the last row's sort key, read only when the reader has
 * taken the page before (a slow reader slows the reading; at most one page is held). No
 * connection or transaction is held between pages, so other requests run while a long answer
 * is downloaded, however slowly it is read. A reader that goes away ends the reading.
 */
export function streamPages<Row>({ head, readPage, writeRows, pageRows = PAGE_ROWS }: PagedStreamOptions<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const limit = Math.max(1, Math.trunc(pageRows));
  let after: Row | undefined;
  let cancelled = false;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(head));
      },
      // Called only once the queue is empty (a high-water mark of one chunk): the reader has taken the page before.
      async pull(controller) {
        const rows = await readPage(after, limit);
        if (cancelled) return;
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(writeRows(rows)));
          after = rows[rows.length - 1];
        }
        if (rows.length < limit) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 1 },
  );
}

/** A sort key column and its value in the last row read, as text (cast back to the column's type). */
export type KeyPart = { column: PgColumn; value: string | null };

/**
 * The rows after a key in an order of these columns, all in one direction and all NOT NULL (the
 * last one unique, e.g. the id): `(a, b) > (last a, last b)` ascending, `<` descending.
 */
export function afterKey(direction: 'asc' | 'desc', parts: KeyPart[]): SQL {
  const columns = sql.join(parts.map(({ column }) => sql`${column}`), sql`, `);
  const values = sql.join(parts.map(({ column, value }) => sql`cast(${value} as ${sql.raw(column.getSQLType())})`), sql`, `);
  return direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}
