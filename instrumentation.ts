// Migrates and seeds the database when the portal's server starts, so the first request finds it ready.
export async function register() {
  // Written this way so the bundler drops the import from the edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { ensureDatabase } = await import('./server/db/ensure-database');
    await ensureDatabase();
  }
}
