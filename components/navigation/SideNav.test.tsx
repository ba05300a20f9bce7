import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInRole } from '@/constants';
import { FORM_TEST_TIMEOUT_MS } from '@/components/test/fillField';
import { answerSignOut } from '@/components/test/authEndpoints';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { router, setPathname } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { formatBadgeCount } from './NotificationBell';
import SideNav from './SideNav';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function answerNotifications(unreadCount: number) {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/get-notifications'), ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({ message: 'ok', data: { total_count: unreadCount, unread_count: unreadCount, data: [] } });
    }),
  );
  return authorizations;
}

function renderNav(role: SignedInRole, isCollapsed = false) {
  return renderWithProviders(<SideNav role={role} isCollapsed={isCollapsed} onToggle={() => {}} />, {
    session: makeSession(role),
    preloadedState: signedInState(role),
  });
}

const itemNames = async () => {
  const nav = await screen.findByRole('navigation');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter(Boolean);
};

describe('SideNav', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('lists the engineer menu of the spec, with the Job Opportunities group', async () => {
    answerNotifications(0);
    renderNav('field_engineer');
    expect(await itemNames()).toEqual([
      'Service Portal',
      'Dashboard',
      'My Profile',
      'Find Work',
      'My Work',
      'My Schedule',
      'Ratings',
      'Education',
      'Investments',
      'JTI Re-Sale',
      'Business Growth',
      'Personal Growth',
      'About Us',
    ]);
    expect(screen.getByRole('button', { name: 'Job Opportunities' })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['field_engineer', false],
    ['field_engineer', true],
    ['company', false],
  ] as const)('holds only list items in its lists (%s, collapsed: %s)', async (role, isCollapsed) => {
    answerNotifications(0);
    renderNav(role, isCollapsed);
    const nav = await screen.findByRole('navigation');
    const lists = nav.querySelectorAll('ul');
    expect(lists.length).toBeGreaterThan(0);
    const strays = [...lists].flatMap((list) => [...list.children].filter((child) => child.tagName !== 'LI').map((child) => child.outerHTML.slice(0, 60)));
    expect(strays).toEqual([]);
    if (role === 'field_engineer' && !isCollapsed) {
      const group = screen.getByRole('list', { name: 'Job Opportunities' });
      expect(group.closest('li')).toContainElement(screen.getByRole('button', { name: 'Job Opportunities' }));
    }
  });

  it.each([
    ['company', '/company'],
    ['customer', '/customer'],
  ] as const)('lists the %s items under %s (the company also its Talent Pools)', async (role, prefix) => {
    answerNotifications(0);
    renderNav(role);
    const pools = role === 'company' ? ['Talent Pools'] : [];
    expect(await itemNames()).toEqual(['Service Portal', 'Dashboard', 'Add New Work Order', 'Work Orders', 'Templates', 'Ratings', ...pools, 'Integrations', 'Profile']);
    expect(screen.getByRole('link', { name: 'Work Orders' })).toHaveAttribute('href', `${prefix}/assignments`);
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', `${prefix}/integrations`);
  });

  it('greets the user, highlights the current page and offers Logout', async () => {
    answerNotifications(0);
    setPathname('/company/assignments/details-page/4');
    renderNav('company');
    expect(await screen.findByText('Hello, Alice Carter')).toBeInTheDocument();
    expect(screen.getByText('AC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['company', '/company/notifications'],
    ['field_engineer', '/engineer/notifications'],
    ['customer', '/customer/notifications'],
  ] as const)('links the %s bell to %s', async (role, href) => {
    answerNotifications(3);
    renderNav(role);
    // In the rail, and in the bar a phone shows instead (which one shows is up to the width).
    const bells = [await within(await screen.findByRole('navigation')).findByRole('link', { name: 'Notifications, 3 unread' }), within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications, 3 unread' })];
    for (const bell of bells) expect(bell).toHaveAttribute('href', href);
  });

  it('shows the unread count, capped at 99+, asked for with the session cookie and no bearer header', async () => {
    const authorizations = answerNotifications(120);
    renderNav('company');
    expect(await within(await screen.findByRole('navigation')).findByText('99+')).toBeInTheDocument();
    expect(authorizations[0]).toBeNull();
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('opens the menu from the phone bar as a drawer over the page, which a link closes', async () => {
    answerNotifications(0);
    renderNav('company');
    const user = userEvent.setup();
    const open = within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // The rail is hidden from assistive technology behind the drawer: one menu remains.
    const menu = screen.getByRole('navigation');
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Close menu' }));
    await user.click(within(menu).getByRole('link', { name: 'Work Orders' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows icons only when collapsed, still naming every item', async () => {
    answerNotifications(0);
    renderNav('customer', true);
    await screen.findByRole('navigation');
    expect(screen.queryByText('Add New Work Order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Work Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("logs out through next-auth's sign-out (which revokes the API token on the server, once), clears storage and state, and goes to the role's login", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot follow the final navigation
    answerNotifications(0);
    const revoked: (string | null)[] = [];
    server.use(http.post(apiUrl('/logout'), ({ request }) => (revoked.push(request.headers.get('authorization')), HttpResponse.json({ message: 'ok', data: null }))));
    const signOuts = answerSignOut();
    const { store } = renderNav('customer');
    sessionStorage.setItem('draft', 'x');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signOuts).toHaveLength(1));
    // The page itself does not call /logout: a second revoke would only meet a 401.
    expect(revoked).toEqual([]);
    expect(signOuts[0]!.get('callbackUrl')).toBe('/login/customer');
    await waitFor(() => expect(localStorage.length + sessionStorage.length).toBe(0));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    vi.restoreAllMocks();
  });

  it("prefetches a menu page when the pointer or focus reaches its link, not when the menu appears", async () => {
    answerNotifications(0);
    router.prefetch.mockClear();
    renderNav('field_engineer');
    const link = await screen.findByRole('link', { name: 'Find Work' });
    expect(router.prefetch).not.toHaveBeenCalled();
    await userEvent.hover(link);
    expect(router.prefetch).toHaveBeenCalledWith('/engineer/find-work');
    act(() => screen.getByRole('link', { name: 'My Work' }).focus());
    expect(router.prefetch).toHaveBeenLastCalledWith('/engineer/my-work');
  });
});
