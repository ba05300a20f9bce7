import type { Database } from '../../db/client';
import { env } from '../../env';
import { SWEEP_BATCH, sweepApprovals } from './sweep-approvals';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

const cache = globalThis as typeof globalThis & {
  __servicePortalApprovalSweeper?: ReturnType<typeof setInterval>;
  /** The sweep under way, which stopping waits for. */
  __servicePortalApprovalSweep?: Promise<void>;
};

type StartApprovalSweeperOptions = { getDb: () => Promise<Database>; intervalSeconds?: number };

/**
 * Sweeps due approvals now and then every intervalSeconds in this process. Every instance may run
 * it (the database decides who approves what); once per process, and the timer never keeps the
 * process alive.
 */
export function startApprovalSweeper({ getDb, intervalSeconds = env.APPROVAL_SWEEP_SECONDS }: StartApprovalSweeperOptions) {
  if (cache.__servicePortalApprovalSweeper) return;
  const sweep = async () => {
    try {
      const db = await getDb();
      let approved: number[];
      do {
        approved = await sweepApprovals({ db });
        if (approved.length) logger.info({ assignmentIds: approved }, 'work orders approved automatically');
      } while (approved.length === SWEEP_BATCH);
    } catch (error) {
      logger.error({ error: describeError(error) }, 'approval sweep failed');
    }
  };
  const run = () => {
    cache.__servicePortalApprovalSweep ??= sweep().finally(() => (cache.__servicePortalApprovalSweep = undefined));
  };
  cache.__servicePortalApprovalSweeper = setInterval(run, intervalSeconds * 1000);
  cache.__servicePortalApprovalSweeper.unref();
  run();
}

/** Stops this process's sweeps (shutdown) and waits for the one under way, so the database can close after it. */
export async function stopApprovalSweeper(): Promise<void> {
  clearInterval(cache.__servicePortalApprovalSweeper);
  cache.__servicePortalApprovalSweeper = undefined;
  await cache.__servicePortalApprovalSweep;
}
