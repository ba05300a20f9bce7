import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS } from '@/components/test/fillField';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import AppShell from './AppShell';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));
vi.mock('@/store/live/useLiveUpdates', () => ({ useLiveUpdates: () => undefined }));

listenWithMsw();
afterEach(cleanup);

describe('AppShell', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('offers "Skip to main content" as the first Tab stop, and it moves focus into <main>', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'ok', data: { total_count: 0, unread_count: 0, data: [] } })));
    renderWithProviders(
      <AppShell role="company">
        <h1>Work Orders</h1>
        <button type="button">New</button>
      </AppShell>,
      { session: makeSession('company'), preloadedState: signedInState('company') },
    );
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main-content');
    await user.tab();
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
  });

  it('shows toasts at the bottom left, just right of the side navigation (never over the header actions or Logout)', async () => {
    server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'ok', data: { total_count: 0, unread_count: 0, data: [] } })));
    renderWithProviders(
      <AppShell role="company">
        <h1>Work Orders</h1>
      </AppShell>,
      { session: makeSession('company'), preloadedState: signedInState('company') },
    );
    toast.success('Work order posted.');
    const shown = await screen.findByText('Work order posted.');
    expect(shown.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-left');
    // The navigation is 280px wide here (jsdom is not narrow): toasts start 16px right of it.
    expect(getComputedStyle(document.body).getPropertyValue('--toastify-toast-left')).toBe('296px');
  });

  it('on a phone, where the navigation is a bar above the page, shows toasts from the page’s left edge', async () => {
    // A 390 px wide window: below both the md and sm breakpoints.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: /max-width:\s*(599|899)\.95px/.test(media),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      server.use(http.get(apiUrl('/get-notifications'), () => HttpResponse.json({ message: 'ok', data: { total_count: 0, unread_count: 0, data: [] } })));
      renderWithProviders(
        <AppShell role="company">
          <h1>Work Orders</h1>
        </AppShell>,
        { session: makeSession('company'), preloadedState: { ...signedInState('company'), sideNav: { selectedItem: null, isCollapsed: false } } },
      );
      await screen.findByRole('button', { name: 'Open menu' });
      // The rail's width (280 px, the user's choice on a wide screen) is not taken: 16 px from the edge.
      expect(getComputedStyle(document.body).getPropertyValue('--toastify-toast-left')).toBe('16px');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
