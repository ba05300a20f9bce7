// Plain JavaScript: the portal's server script (scripts/serve.mjs) runs it as it is, without a build.

/**
 * Lets `server` be closed gracefully: the returned function stops accepting connections and
 * resolves once every connection is gone. Idle keep-alive connections close at once, busy ones
 * right after their answer (`Connection: close`); whatever is still open after `graceMs` is cut.
 *
 * @param {import('node:http').Server} server
 * @param {{ graceMs?: number }} [options]
 * @returns {() => Promise<void>}
 */
export function makeGracefullyClosable(server, { graceMs = 25_000 } = {}) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const answering = new Set();
  let isClosing = false;
  const keepNoConnection = (/** @type {import('node:http').ServerResponse} */ response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response) => {
    answering.add(response);
    if (isClosing) keepNoConnection(response);
    response.once('close', () => {
      answering.delete(response);
      // Its connection may be idle now (the answer went out before the server began closing).
      if (isClosing) server.closeIdleConnections();
    });
  });
  return () =>
    new Promise((resolve) => {
      isClosing = true;
      answering.forEach(keepNoConnection);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      cut.unref();
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
}
