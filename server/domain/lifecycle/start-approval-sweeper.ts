import type { Database } from '../../db/client';
import { env } from '../../env';
import { SWEEP_BATCH, sweepApprovals } from './sweep-approvals';
import { describeError } from '../../lib/describe-error';

const cache = globalThis as typeof globalThis & { __servicePortalApprovalSweeper?: ReturnType<typeof setInterval> };

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
        if (approved.length) console.info(`[lifecycle] approved automatically: ${approved.join(', ')}`);
      } while (approved.length === SWEEP_BATCH);
    } catch (error) {
      console.error('[lifecycle] approval sweep failed', describeError(error));
    }
  };
  cache.__servicePortalApprovalSweeper = setInterval(sweep, intervalSeconds * 1000);
  cache.__servicePortalApprovalSweeper.unref();
  void sweep();
}
