// The embedded database's own process: PGlite on a data directory, served over the PostgreSQL
// wire protocol on a unix socket by @electric-sql/pglite-socket, so the web server reaches it
// with the same pg driver as a PostgreSQL server and never computes a query on its event loop.
// Started by start-pglite-process.ts with an IPC channel; plain JavaScript so that Node runs it
// as it is, from the source tree, in development and in production alike.
//
// IPC, child to parent: { type: 'ready', created } once serving (created: this start made the
// directory); { type: 'failed', message } before an exit that is the parent's to explain (e.g. the
// directory is open elsewhere);
// { type: 'notification', channel, payload } for each NOTIFY committed on a listened channel.
// Parent to child: { type: 'close' }.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    socket: { type: 'string' },
    listen: { type: 'string', multiple: true, default: [] },
    'max-connections': { type: 'string', default: '4' },
  },
});
const dataDir = path.resolve(required('data-dir'));
const socketPath = required('socket');
const lockPath = `${dataDir}.lock`;
const INITDB_ENTRY = path.join(import.meta.dirname, 'pglite-initdb.mjs');
// Sized for one user's machine: PGlite's default shared_buffers (128 MB, the whole pool zeroed at
// start) is most of this process's memory; 16 MB holds the demo data's working set. A database far
// bigger than that reads more from the file system cache instead (docs/performance.md).
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB'];

// Ctrl-C and a SIGTERM to the process group are the web server's to handle: it finishes its
// requests, then asks this process to close (or disconnects, when it is gone), so the data
// directory is always closed by PGlite itself.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);
// A client's failure (a detach racing a close) must not end the process with the directory open.
process.on('unhandledRejection', (error) => console.error('[db] embedded database process:', error));

let closing;
let db;
let server;

// Registered first: a close asked for while starting waits for the start, then closes.
process.on('message', (message) => {
  if (message?.type === 'close') void close(0);
});
process.on('disconnect', () => void close(0));
const starting = start();

async function start() {
  try {
    takeLock();
    const created = await createDataDir();
    // Asked to close while initdb ran: the directory is whole, nothing to open.
    if (closing) return;
    db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] });
    for (const channel of values.listen) await db.exec(`LISTEN ${quoteIdentifier(channel)}`);
    forwardNotifications(db);
    rmSync(socketPath, { force: true });
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: Number(values['max-connections']) });
    await server.start();
    void send({ type: 'ready', created });
  } catch (error) {
    await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    void close(1);
  }
}

/**
 * A new directory is created by initdb in a process of its own (pglite-initdb.mjs says why), in
 * a sibling directory renamed into place when complete: a start cut short leaves no half-made
 * database behind, and the next start begins again.
 */
async function createDataDir() {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty but holds no PGlite database (no PG_VERSION): move it away or use another PGLITE_DATA_DIR.`);
  }
  const building = `${dataDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  await runInitdb(building);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(building, dataDir);
  return true;
}

function runInitdb(directory) {
  return new Promise((resolve, reject) => {
    const initdb = spawn(process.execPath, [INITDB_ENTRY, directory], { stdio: ['ignore', 'inherit', 'inherit'] });
    initdb.once('error', reject);
    initdb.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the embedded database in ${directory} failed (initdb exited with code ${code}, signal ${signal}).`)),
    );
  });
}

function required(name) {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

/** Resolves once the message is handed over (or at once without a parent), so an exit cannot drop it. */
function send(message) {
  return new Promise((resolve) => {
    if (!process.connected || !process.send) return resolve();
    process.send(message, () => resolve());
  });
}

/** Stops serving, rolls back what a client left open, closes PGlite, then frees the directory. */
function close(code) {
  closing ??= (async () => {
    await starting;
    try {
      await server?.stop();
      if (db && !db.closed) await db.close();
    } catch (error) {
      console.error('[db] closing the embedded database failed', error);
      code = 1;
    }
    rmSync(socketPath, { force: true });
    releaseLock();
    process.exit(code);
  })();
  return closing;
}

/**
 * One process per data directory: a second one (another server, `npm run db:migrate` while the
 * portal runs) must not open it. The lock names its owner; an owner that is gone left it stale.
 */
function takeLock() {
  mkdirSync(path.dirname(lockPath), { recursive: true });
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  }
  const owner = Number(readFileSync(lockPath, 'utf8').trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database ${dataDir} is already open in process ${owner}. Stop that process first ` +
        `(only one may open a PGlite directory), or use another PGLITE_DATA_DIR.`,
    );
  }
  writeFileSync(lockPath, String(process.pid));
}

function releaseLock() {
  try {
    if (Number(readFileSync(lockPath, 'utf8').trim()) === process.pid) rmSync(lockPath, { force: true });
  } catch {
    // Never taken, or already gone.
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error?.code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A process that has died but is not reaped yet (its parent was killed with it, as in a crash)
 * still answers `kill 0`, though it holds no file any more. Linux says so in /proc; elsewhere
 * nothing is known, and the process counts as alive.
 */
function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses, the state follows the last ")".
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * PGlite is one PostgreSQL session shared by every socket connection, so a NOTIFY reaches only
 * that session: it comes back in the output of whichever connection committed, never on a
 * connection that ran LISTEN. This process listens itself (above) and picks the
 * NotificationResponse messages out of every answer, for the parent to hand to its listeners.
 */
function forwardNotifications(pglite) {
  const run = pglite.execProtocolRawStream.bind(pglite);
  pglite.execProtocolRawStream = (message, options) => {
    const read = createNotificationReader((channel, payload) => void send({ type: 'notification', channel, payload }));
    return run(message, { ...options, onRawData: (data) => (read(data), options.onRawData(data)) });
  };
}

/** Reads backend messages from chunks that may split them; calls `onNotification` for each 'A'. */
function createNotificationReader(onNotification) {
  let pending;
  return (chunk) => {
    // The chunk is a view of PGlite's memory, valid only now: read it in place, copy only a split tail.
    const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const data = pending ? Buffer.concat([pending, view]) : view;
    let offset = 0;
    while (data.length - offset >= 5) {
      const length = data.readInt32BE(offset + 1);
      if (data.length - offset < 1 + length) break;
      if (data[offset] === 0x41) {
        // 'A': Int32 length, Int32 process id, String channel, String payload.
        const body = data.subarray(offset + 9, offset + 1 + length);
        const channelEnd = body.indexOf(0);
        const payloadEnd = body.indexOf(0, channelEnd + 1);
        onNotification(body.toString('utf8', 0, channelEnd), body.toString('utf8', channelEnd + 1, payloadEnd));
      }
      offset += 1 + length;
    }
    pending = offset < data.length ? Buffer.from(data.subarray(offset)) : undefined;
  };
}
