import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

afterEach(cleanup);

describe('SessionSync', () => {
  it("logs the store in with the session's user", async () => {
    const session = makeSession('customer', { name: 'Cody Brooks', picture: '/p/cody.png' });
    const { store } = renderWithProviders(<p>Page</p>, { session });
    await screen.findByText('Page');
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(store.getState().auth.userDetails).toMatchObject({
      name: 'Cody Brooks',
      role: 'customer',
      profile_picture: '/p/cody.png',
      company_id: 1,
      customer_id: 3,
    });
  });

  it('replaces a stored user with the session of another one (told apart by id: the session holds no token)', async () => {
    const session = makeSession('company', { id: 9, name: 'Dana Evans' });
    const { store } = renderWithProviders(<p>Page</p>, { session, preloadedState: signedInState('company', { id: 7, name: 'Alice Carter' }) });
    await screen.findByText('Page');
    await waitFor(() => expect(store.getState().auth.userDetails).toMatchObject({ id: 9, name: 'Dana Evans' }));
    expect(store.getState().auth.userDetails).not.toHaveProperty('token');
  });

  it('logs the store out when the session is gone', async () => {
    const { store } = renderWithProviders(<p>Page</p>, { session: null, preloadedState: signedInState('company') });
    await screen.findByText('Page');
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
  });
});
