// `node pglite-initdb.mjs <data-dir>`: creates a PGlite data directory (initdb) and exits 0.
// pglite-process.mjs runs it before its first open of a new directory: PGlite's initdb runs in two
// more WebAssembly instances whose memory (~350 MB) stays resident in the process after they close,
// so it is done here, in a process that ends, and the serving process opens an existing directory.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('[db] usage: pglite-initdb.mjs <data-dir>');
  process.exit(2);
}
// Ctrl-C reaches the whole process group: initdb finishes and closes, the serving process decides.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

const db = await PGlite.create({ dataDir });
await db.close();
