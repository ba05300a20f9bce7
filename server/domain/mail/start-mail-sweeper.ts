import type { Database } from '../../db/client';
import { env } from '../../env';
import { getDefaultMailer, type Mailer } from '../../lib/mail';
import { MAIL_BATCH, sendDueMails } from './send-due-mails';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

const cache = globalThis as typeof globalThis & {
  __servicePortalMailSweeper?: ReturnType<typeof setInterval>;
  /** The sweep under way, which stopping waits for. */
  __servicePortalMailSweep?: Promise<void>;
};

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
  const sweep = async () => {
    try {
      const db = await getDb();
      let claimed: number;
      do {
        const { sent, skipped, failed } = await sendDueMails({ db, mailer, portalOrigin });
        claimed = sent.length + skipped.length + failed.length;
        if (sent.length) logger.info({ count: sent.length }, 'notification mails sent');
      } while (claimed === MAIL_BATCH);
    } catch (error) {
      logger.error({ error: describeError(error) }, 'notification mail sweep failed');
    }
  };
  // A slow mail server must not let sweeps of this process pile up.
  const run = () => {
    cache.__servicePortalMailSweep ??= sweep().finally(() => (cache.__servicePortalMailSweep = undefined));
  };
  cache.__servicePortalMailSweeper = setInterval(run, intervalSeconds * 1000);
  cache.__servicePortalMailSweeper.unref();
  run();
}

/** Stops this process's mail sweeps (shutdown) and waits for the one under way, so the database can close after it. */
export async function stopMailSweeper(): Promise<void> {
  clearInterval(cache.__servicePortalMailSweeper);
  cache.__servicePortalMailSweeper = undefined;
  await cache.__servicePortalMailSweep;
}
