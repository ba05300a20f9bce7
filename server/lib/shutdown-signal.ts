const cache = globalThis as typeof globalThis & { __servicePortalShutdown?: AbortController };

const controller = () => (cache.__servicePortalShutdown ??= new AbortController());

/**
 * Aborted when this server process begins to shut down. Answers that would otherwise never end
 * (event streams) listen to it, so the server can finish its in-flight requests and stop; the
 * browser reconnects to another instance. Kept on globalThis: the server and its bundles share it.
 */
export function getShutdownSignal(): AbortSignal {
  return controller().signal;
}

export function signalShutdown(): void {
  controller().abort();
}
