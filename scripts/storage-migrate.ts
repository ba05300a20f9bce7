// `npm run storage:migrate -- --to database|s3|disk [--remove-source]`: copies every stored file
// not yet in that driver there, verifies size and SHA-256, and points its row at it. Safe to stop
// and run again (it continues), safe to repeat. With PostgreSQL the portal may keep running; the
// embedded database must not be open (stop the portal first). Set STORAGE_DRIVER to the same
// driver afterwards, so new uploads go there too.
import { parseArgs } from 'node:util';
import { getDatabaseHandle } from '../server/db';
import { migrateStoredFiles } from '../server/domain/files/migrate-stored-files';
import { env } from '../server/env';
import { createFileStorage, STORAGE_DRIVERS, type StorageDriverName } from '../server/lib/storage';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'remove-source': { type: 'boolean', default: false } } });
const to = values.to as StorageDriverName | undefined;

if (!to || !STORAGE_DRIVERS.includes(to)) {
  console.error(`usage: npm run storage:migrate -- --to ${STORAGE_DRIVERS.join('|')} [--remove-source]`);
  process.exit(2);
}

const handle = getDatabaseHandle();
try {
  await handle.migrate();
  const storage = createFileStorage({ getDb: () => handle.db });
  const summary = await migrateStoredFiles({
    db: handle.db,
    storage,
    to,
    removeSource: values['remove-source'],
    onFile: (file) => {
      if (file.outcome === 'failed') console.error(`file ${file.id} (${file.storageKey}, ${file.from}): ${file.reason}`);
    },
  });
  console.info(`${summary.moved} files (${(summary.bytes / 1e6).toFixed(1)} MB) moved to ${to}; ${summary.failed.length} failed.`);
  if (summary.failed.length > 0) {
    console.error('Files that failed stay where they were; fix the cause and run again.');
    process.exitCode = 1;
  } else if (env.STORAGE_DRIVER !== to) {
    console.info(`Every file is in ${to}. Set STORAGE_DRIVER=${to} so new uploads go there too.`);
  }
} catch (error) {
  console.error(`Storage migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
