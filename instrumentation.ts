// Migrates and seeds the database when the portal's server starts, so the first request finds it
// ready, and starts the periodic jobs (approving orders whose approval deadline has passed, sending due mails)
// and the webhook workers.
export async function register() {
  // Written this way so the bundler drops the import from the edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Route handlers get no socket: copy each connection's address into a header first (lib/client-ip).
    const { installSocketAddressHeader } = await import('./server/lib/client-ip');
    installSocketAddressHeader();
    const { prepareDatabase } = await import('./server/seed/prepare-database');
    const db = await prepareDatabase();
    // The file storage reachable before serving (with `s3`, the bucket is created when missing).
    const { checkStorage, getDefaultStorage } = await import('./server/lib/storage');
    await checkStorage(getDefaultStorage(db));
    // Automatic approvals and notification mails are due in the database; every server process runs the jobs (server/jobs).
    const { startPeriodicJobs } = await import('./server/jobs/run-periodic-jobs');
    startPeriodicJobs({ getDb: prepareDatabase });
    // Webhook deliveries: pg-boss workers on the same database client (server/jobs/webhook-worker).
    const { startWebhookWorker } = await import('./server/jobs/webhook-worker');
    void startWebhookWorker({ getDb: prepareDatabase });
    // On SIGTERM/SIGINT the server script (scripts/serve.mjs) stops these and closes the database.
    const { exposeServerProcess } = await import('./server/server-process');
    exposeServerProcess();
  }
}
