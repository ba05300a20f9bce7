import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger } from '../../lib/logger';

/**
 * The child's entry, run by Node as it is (see the file), from the project root like the
 * migrations; the bundler must leave it alone (it would try to bundle what `fork` runs).
 */
export const PGLITE_PROCESS_ENTRY = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'server/db/embedded/pglite-process.mjs');

/** pg reaches a unix socket as `host` (its directory) and `port` (the `.s.PGSQL.<port>` name). */
const SOCKET_PORT = 5432;

/** Waits between restarts after a crash: doubling from the first up to the last. */
const RESTART_DELAYS = { firstMs: 500, maxMs: 30_000 };

/** How long a close may take before the process is killed (a PGlite close takes well under a second). */
const CLOSE_TIMEOUT_MS = 20_000;

export type PgliteProcessOptions = {
  dataDir: string;
  /** Channels the process LISTENs on; their notifications reach `onNotification`. */
  channels?: string[];
  /** Socket connections the server accepts (the pool uses one; a spare covers a reconnect). */
  maxConnections?: number;
};

export type NotificationListener = (channel: string, payload: string) => void;

export type PgliteProcess = {
  /** Where pg connects: a private directory holding the socket. */
  socket: { host: string; port: number };
  /** Resolves when the database serves; rejects (e.g. the directory is open elsewhere) if the first start fails. */
  ready: Promise<void>;
  /** Whether a started process is serving now (false after a crash, until restarted). */
  isServing: () => boolean;
  onNotification: (listener: NotificationListener) => () => void;
  /** Called after the process was restarted: notifications sent meanwhile are lost. */
  onRestart: (listener: () => void) => () => void;
  /** Whether the first start made the data directory (initdb): a new database. */
  isNew: () => boolean;
  /**
   * Closes the process cleanly and starts it again on the same directory, without the memory the
   * last one grew to (a new database's migrations and seed); connections fail until it serves.
   */
  restart: () => Promise<void>;
  /** Asks the process to close PGlite and waits for it to exit; no restart after this. */
  close: () => Promise<void>;
};

type ChildMessage = { type: 'ready'; created?: boolean } | { type: 'failed'; message: string } | { type: 'notification'; channel: string; payload: string };

/**
 * Starts PGlite in a child process on `dataDir`, serving the PostgreSQL protocol on a unix
 * socket in a private temporary directory (mode 0700: only this user can connect; a data
 * directory path can be longer than a socket path may be). A crash is logged and the process
 * restarted with growing delays; meanwhile connections fail at once, so requests answer 503.
 */
export function startPgliteProcess({ dataDir, channels = [], maxConnections = 4 }: PgliteProcessOptions): PgliteProcess {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'service-portal-db-'));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const args = ['--data-dir', path.resolve(dataDir), '--socket', socketPath, '--max-connections', String(maxConnections)];
  for (const channel of channels) args.push('--listen', channel);

  const notificationListeners = new Set<NotificationListener>();
  const restartListeners = new Set<() => void>();
  let child: ChildProcess | undefined;
  let isServing = false;
  let isClosed = false;
  let isNew = false;
  /** A restart asked for (`restart`): the child's exit is not a crash. */
  let isRestarting = false;
  let restarts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  /** One run of the child; resolves once it serves, rejects if it exits before. */
  const spawnChild = () =>
    new Promise<void>((resolve, reject) => {
      // execArgv cleared: the web server's own flags (inspector, loaders) are not the database's.
      const started = fork(/* turbopackIgnore: true */ PGLITE_PROCESS_ENTRY, args, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
      child = started;
      let failure: string | undefined;
      started.on('message', (message: ChildMessage) => {
        if (message.type === 'notification') notificationListeners.forEach((listener) => listener(message.channel, message.payload));
        else if (message.type === 'failed') failure = message.message;
        else if (message.type === 'ready') {
          isNew ||= message.created === true;
          isServing = true;
          resolve();
        }
      });
      started.on('error', (error) => {
        failure ??= error.message;
      });
      started.on('exit', (code, signal) => {
        const wasServing = isServing;
        isServing = false;
        if (child === started) child = undefined;
        if (!wasServing) reject(new Error(failure ?? `The embedded database process exited before serving (code ${code}, signal ${signal}).`));
        else if (!isClosed && !isRestarting) {
          logger.error({ code, signal, dataDir }, 'the embedded database process exited unexpectedly; requests fail until it is restarted');
          restartLater();
        }
      });
    });

  function restartLater() {
    const delay = Math.min(RESTART_DELAYS.maxMs, RESTART_DELAYS.firstMs * 2 ** restarts);
    restarts += 1;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (isClosed) return;
      spawnChild().then(
        () => {
          restarts = 0;
          logger.info({ dataDir }, 'the embedded database process was restarted');
          restartListeners.forEach((listener) => listener());
        },
        (error: Error) => {
          logger.error({ reason: error.message, dataDir }, 'restarting the embedded database process failed');
          if (!isClosed) restartLater();
        },
      );
    }, delay);
  }

  /** Asks a running child to close PGlite and waits for it to exit (killing it if it does not in time). */
  async function stopChild(running: ChildProcess) {
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    if (running.connected) running.send({ type: 'close' });
    const timer = setTimeout(() => {
      logger.error({ dataDir }, 'the embedded database process did not close in time; killing it');
      running.kill('SIGKILL');
    }, CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  const ready = spawnChild();
  // The first start's failure is the caller's (through `ready`); only then the directory goes.
  ready.catch(() => rmSync(socketDir, { recursive: true, force: true }));

  return {
    socket: { host: socketDir, port: SOCKET_PORT },
    ready,
    isServing: () => isServing,
    onNotification: (listener) => {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    onRestart: (listener) => {
      restartListeners.add(listener);
      return () => restartListeners.delete(listener);
    },
    isNew: () => isNew,
    restart: async () => {
      const running = child;
      if (isClosed || !running) return;
      isRestarting = true;
      try {
        await stopChild(running);
        await spawnChild();
      } finally {
        isRestarting = false;
      }
    },
    close: async () => {
      isClosed = true;
      clearTimeout(restartTimer);
      if (child) await stopChild(child);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
