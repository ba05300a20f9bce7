import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { FALLBACK_ERROR_MESSAGE } from '@/constants';
import { apiClient, resolveApiBaseUrl, setupApiClient } from './apiClient';

afterEach(cleanup);

listenWithMsw();

const showError = (message: string) => toast.error(message, { toastId: message });

describe('the shared API client', () => {
  let undo: () => void = () => {};
  beforeEach(() => render(<ToastContainer />));
  afterEach(() => undo());

  it('talks to /api/v1 in the browser and never times out', () => {
    expect(resolveApiBaseUrl()).toBe('/api/v1');
    expect(apiClient.defaults.baseURL).toBe('/api/v1');
    expect(apiClient.defaults.timeout).toBe(0);
  });

  it('uses an absolute v1 URL on the server', () => {
    vi.stubGlobal('window', undefined);
    vi.stubEnv('API_URL', '');
    vi.stubEnv('NEXTAUTH_URL', 'http://portal.test/');
    expect(resolveApiBaseUrl()).toBe('http://portal.test/api/v1');
    vi.stubEnv('API_URL', 'http://api.test/api/v1');
    expect(resolveApiBaseUrl()).toBe('http://api.test/api/v1');
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('calls this site even when the API has its own host: the portal forwards, so the browser needs no token', () => {
    vi.stubEnv('API_URL', 'http://api.test/api/v1');
    expect(resolveApiBaseUrl()).toBe('/api/v1');
    vi.unstubAllEnvs();
  });

  it("shows the server's message when a failed answer has one", async () => {
    undo = setupApiClient({ notifyError: showError });
    server.use(http.post(apiUrl('/register-company'), () => HttpResponse.json({ message: 'An account with this email already exists.' }, { status: 409 })));
    await expect(apiClient.post('/register-company', {})).rejects.toThrow();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });

  it('shows the fallback text when the failed answer has no message', async () => {
    undo = setupApiClient({ notifyError: showError });
    server.use(http.get(apiUrl('/country'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(apiClient.get('/country')).rejects.toThrow();
    expect(await screen.findByText(FALLBACK_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('stays quiet for silent requests', async () => {
    const notifyError = vi.fn();
    undo = setupApiClient({ notifyError });
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'Nope' }, { status: 500 })));
    await expect(apiClient.get('/get-notifications', { silent: true })).rejects.toThrow();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on 401 shows the message and starts the sign-out, even for silent requests', async () => {
    const onUnauthorized = vi.fn();
    undo = setupApiClient({ notifyError: showError, onUnauthorized });
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'Your session has expired' }, { status: 401 })));
    await expect(apiClient.get('/get-notifications', { silent: true })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has expired');
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
  });

  it('lets a request opt out of the 401 sign-out (revoking a token on logout)', async () => {
    const onUnauthorized = vi.fn();
    undo = setupApiClient({ onUnauthorized });
    server.use(http.post(apiUrl('/logout'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(apiClient.post('/logout', undefined, { skipAuthRedirect: true })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('forgets the hooks once undone', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(apiUrl('/me'), () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    setupApiClient({ onUnauthorized })();
    await expect(apiClient.get('/me')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
