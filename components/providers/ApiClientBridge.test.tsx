import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerSignOut } from '@/components/test/authEndpoints';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { SESSION_END_REASONS } from '@/constants';
import { apiClient } from '@/services/apiClient';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);

describe('a 401 from the API', () => {
  it('shows the message, logs out, clears storage and state, and goes to the role\'s sign-in page', async () => {
    const signOuts = answerSignOut();
    server.use(http.get(apiUrl('/me'), () => HttpResponse.json({ message: 'Your session has expired. Sign in again.' }, { status: 401 })));
    const { store } = renderWithProviders(<p>Signed-in page</p>, { session: makeSession('company'), preloadedState: signedInState('company') });
    await screen.findByText('Signed-in page');
    sessionStorage.setItem('draft', 'x');

    await expect(apiClient.get('/me')).rejects.toThrow();

    expect(await screen.findByText('Your session has expired. Sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(signOuts).toHaveLength(1));
    expect(signOuts[0]!.get('callbackUrl')).toBe('/login/company?reason=expired');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    await waitFor(() => expect(localStorage.length + sessionStorage.length).toBe(0));
  });

  it.each([
    ['customer', SESSION_END_REASONS.blocked, '/login/customer?reason=blocked'],
    ['company', SESSION_END_REASONS.passwordChanged, '/login/company?reason=passwordChanged'],
  ] as const)('a %s whose session ended with "%s" lands on %s', async (role, message, destination) => {
    const signOuts = answerSignOut();
    server.use(http.get(apiUrl('/me'), () => HttpResponse.json({ message }, { status: 401 })));
    renderWithProviders(<p>Signed-in page</p>, { session: makeSession(role), preloadedState: signedInState(role) });
    await screen.findByText('Signed-in page');
    await expect(apiClient.get('/me')).rejects.toThrow();
    await waitFor(() => expect(signOuts).toHaveLength(1));
    expect(signOuts[0]!.get('callbackUrl')).toBe(destination);
  });

  it('shows the fallback text for a failure without a message', async () => {
    server.use(http.get(apiUrl('/country'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<p>Page</p>);
    await screen.findByText('Page');
    await expect(apiClient.get('/country')).rejects.toThrow();
    expect(await screen.findByText('Something went wrong please try again later')).toBeInTheDocument();
  });
});
