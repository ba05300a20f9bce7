import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { idempotencyCutoff } from './idempotency-window';

/** Deletes the keys past the replay window (a periodic job). */
export async function pruneIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, idempotencyCutoff(now)));
}
