import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The network edge of UI tests; each test adds the answers it needs with `server.use`. */
export const server = setupServer();

/** Starts msw for the calling test file; any request without a handler fails the test. */
export function listenWithMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The absolute URL of an API path as the browser client calls it (jsdom's origin + /api/v1). */
export const apiUrl = (path: string) => `${window.location.origin}/api/v1${path}`;

/** next-auth's client endpoints (NEXTAUTH_URL unset: http://localhost:3000/api/auth). */
export const authUrl = (path: string) => `http://localhost:3000/api/auth${path}`;
