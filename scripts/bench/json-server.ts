import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The bare servers of the find-work benchmark (find-work-bare, find-work-replay): Node's http
// alone, answering GET requests with the API's envelope, so what they cost is the same for both.

export type JsonServer = { baseUrl: string; close: () => Promise<void> };

/**
 * Serves `answer` on 127.0.0.1:`port` (0: any free one): its data in `{ message, data }`, 404 when
 * it answers null, 500 with the error's text when it throws.
 */
export async function startJsonServer(answer: (url: URL) => Promise<unknown>, port = 0): Promise<JsonServer> {
  const server = createServer((request, response) => {
    answer(new URL(request.url ?? '/', 'http://bare')).then(
      (data) => {
        response.writeHead(data === null ? 404 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: '', data }));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${listening}`, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}
