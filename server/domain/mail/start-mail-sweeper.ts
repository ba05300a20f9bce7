import type { Database } from '../../db/client';
import { env } from '../../env';
import { getDefaultMailer, type Mailer } from '../../lib/mail';
import { MAIL_BATCH, sendDueMails } from './send-due-mails';
import { describeError } from '../../lib/describe-error';

const cache = globalThis as typeof globalThis & { __servicePortalMailSweeper?: ReturnType<typeof setInterval> };

type StartMailSweeperOptions = {
  getDb: () => Promise<Database>;
  mailer?: Mailer;
  portalOrigin?: string;
  intervalSeconds?: number;
};

/**
 * Sends due notification mails now and then every intervalSeconds in this process. Every
 * instance may run it (the database hands each mail to one of them); once per process, and the
 * timer never keeps the process alive.
 */
export function startMailSweeper({ getDb, mailer = getDefaultMailer(), portalOrigin = env.PORTAL_ORIGIN, intervalSeconds = env.MAIL_SWEEP_SECONDS }: StartMailSweeperOptions) {
  if (cache.__servicePortalMailSweeper) return;
  let isRunning = false;
  const sweep = async () => {
    // A slow mail server must not let sweeps of this process pile up.
    if (isRunning) return;
    isRunning = true;
    try {
      const db = await getDb();
      let claimed: number;
      do {
        const { sent, skipped, failed } = await sendDueMails({ db, mailer, portalOrigin });
        claimed = sent.length + skipped.length + failed.length;
        if (sent.length) console.info(`[mail] sent ${sent.length} notification mail(s)`);
      } while (claimed === MAIL_BATCH);
    } catch (error) {
      console.error('[mail] mail sweep failed', describeError(error));
    } finally {
      isRunning = false;
    }
  };
  cache.__servicePortalMailSweeper = setInterval(sweep, intervalSeconds * 1000);
  cache.__servicePortalMailSweeper.unref();
  void sweep();
}
