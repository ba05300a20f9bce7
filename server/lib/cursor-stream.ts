import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows fetched from the cursor at a time (one chunk of the answer). */
export const CURSOR_CHUNK_ROWS = 1000;

type CursorStreamOptions<Row> = {
  db: Database;
  /** The query whose rows are streamed; each column should come as text (or null) so every driver reads it alike. */
  query: SQLWrapper;
  /** What comes before the first row (sent at once, before the query runs). */
  head: string;
  /** The text of one chunk of rows. */
  writeRows: (rows: Row[]) => string;
  chunkRows?: number;
};

type Deferred = { promise: Promise<void>; resolve: () => void };

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

class StreamCancelled extends Error {}

/**
 * A query's rows as a text stream, read through a server-side cursor in a transaction of its
 * own (a connection of its own on a pool): `chunkRows` rows are fetched only when the reader
 * wants the next chunk, so a large result is never held in memory and a slow client slows the
 * fetching. A reader that goes away rolls the transaction back and frees the connection. The
 * transaction is read only; callers run it once the request's token is confirmed.
 */
export function streamCursor<Row = Record<string, string | null>>({ db, query, head, writeRows, chunkRows = CURSOR_CHUNK_ROWS }: CursorStreamOptions<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // The reader asks (`wanted`); the transaction fetches a chunk, enqueues it and answers (`served`).
  let wanted = deferred();
  let served = deferred();
  let cancelled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const produce = async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`declare csv_export no scroll cursor for ${query}`);
      for (;;) {
        await wanted.promise;
        wanted = deferred();
        if (cancelled) throw new StreamCancelled();
        const result = await tx.execute(sql.raw(`fetch forward ${Math.trunc(chunkRows)} from csv_export`));
        const rows = (result as unknown as { rows: Row[] }).rows;
        if (cancelled) throw new StreamCancelled();
        if (rows.length === 0) break;
        controller.enqueue(encoder.encode(writeRows(rows)));
        served.resolve();
      }
      await tx.execute(sql`close csv_export`);
    }, { accessMode: 'read only' });
    if (!cancelled) controller.close();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        streamController.enqueue(encoder.encode(head));
        produce()
          .catch((error: unknown) => {
            if (!(error instanceof StreamCancelled)) streamController.error(error);
          })
          .finally(() => served.resolve());
      },
      pull() {
        served = deferred();
        wanted.resolve();
        return served.promise;
      },
      cancel() {
        cancelled = true;
        wanted.resolve();
      },
    },
    { highWaterMark: 1 },
  );
}
