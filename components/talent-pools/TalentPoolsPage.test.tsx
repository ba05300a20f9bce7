import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { TALENT_POOL_ENDPOINTS, withPathId } from '@/constants';
import type { BlockedEngineer, TalentPool } from '@/contracts/talentPools';
import TalentPoolsPage from './TalentPoolsPage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const mia = { engineer_id: 21, name: 'Mia Tester', profile_picture: null, city_name: 'Austin', state_name: 'Texas', last_order_path: '/company/assignments/details-page/9', added_at: '2030-01-01T00:00:00.000Z' };
const pool = (id: number, name: string, members = [mia]): TalentPool => ({ id, name, member_count: members.length, members, created_at: '2030-01-01T00:00:00.000Z' });
const bo: BlockedEngineer = { engineer_id: 30, name: 'Bo Blocked', profile_picture: null, reason: 'No-show', blocked_at: '2030-01-02T00:00:00.000Z' };

/** The API as the page sees it: pools and blocks held here, changed by the requests. */
function serveApi(initial: TalentPool[], blocked: BlockedEngineer[] = []) {
  let pools = initial;
  let blocks = blocked;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'GET' ? null : await request.clone().json().catch(() => null) });
  };
  server.use(
    http.get(apiUrl(TALENT_POOL_ENDPOINTS.POOLS), () => HttpResponse.json({ message: 'OK', data: pools })),
    http.get(apiUrl(TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS), () => HttpResponse.json({ message: 'OK', data: blocks })),
    http.post(apiUrl(TALENT_POOL_ENDPOINTS.POOLS), async ({ request }) => {
      await record(request);
      const { name } = (await request.json()) as { name: string };
      if (pools.some((each) => each.name.toLowerCase() === name.toLowerCase())) {
        const message = 'Your company already has a talent pool with this name.';
        return HttpResponse.json({ code: 'conflict', message, errors: [{ path: 'name', message }] }, { status: 409 });
      }
      const created = pool(50, name, []);
      pools = [...pools, created];
      return HttpResponse.json({ message: 'Talent pool created.', data: created }, { status: 201 });
    }),
    http.delete(apiUrl(withPathId(TALENT_POOL_ENDPOINTS.POOL, 4)), async ({ request }) => {
      await record(request);
      pools = pools.filter((each) => each.id !== 4);
      return HttpResponse.json({ message: 'Talent pool deleted.', data: null });
    }),
    http.delete(apiUrl(withPathId(TALENT_POOL_ENDPOINTS.MEMBERS, 4)), async ({ request }) => {
      await record(request);
      pools = pools.map((each) => (each.id === 4 ? pool(4, each.name, []) : each));
      return HttpResponse.json({ message: `Removed from "${pools[0].name}".`, data: pools[0] });
    }),
    http.delete(apiUrl(TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS), async ({ request }) => {
      await record(request);
      blocks = [];
      return HttpResponse.json({ message: 'Engineer unblocked.', data: null });
    }),
  );
  return requests;
}

const renderPage = () => renderWithProviders(<TalentPoolsPage />, { session: makeSession('company'), preloadedState: signedInState('company') });

describe('the Talent Pools page', { timeout: 30_000 }, () => {
  it('lists pools with their members (linked to their latest order) and the blocked engineers', async () => {
    serveApi([pool(4, 'Austin A-team')], [bo]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Austin A-team' });
    expect(within(card).getByText('1 member')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mia Tester' })).toHaveAttribute('href', '/company/assignments/details-page/9');
    expect(await screen.findByText('Bo Blocked')).toBeInTheDocument();
    expect(screen.getByText(/No-show/)).toBeInTheDocument();
  });

  it('says so when there are no pools and nobody is blocked', async () => {
    serveApi([]);
    renderPage();
    expect(await screen.findByText('No talent pools yet')).toBeInTheDocument();
    expect(await screen.findByText('Nobody is blocked.')).toBeInTheDocument();
  });

  it('creates a pool, showing a name already in use beside the field', async () => {
    const requests = serveApi([pool(4, 'Austin A-team')]);
    renderPage();
    await screen.findByRole('region', { name: 'Austin A-team' });
    await userEvent.click(screen.getByRole('button', { name: 'New pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New talent pool' });
    await userEvent.type(within(dialog).getByLabelText(/^Pool name/), 'austin a-team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create pool' }));
    expect(await within(dialog).findByText('Your company already has a talent pool with this name.', { selector: 'p' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Pool name/));
    await userEvent.type(within(dialog).getByLabelText(/^Pool name/), 'Dallas fiber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create pool' }));
    expect(await screen.findByRole('region', { name: 'Dallas fiber' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ name: 'austin a-team' }, { name: 'Dallas fiber' }]);
  });

  it('removes a member and deletes a pool only after confirming', async () => {
    const requests = serveApi([pool(4, 'Austin A-team')]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Austin A-team' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Mia Tester from Austin A-team' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Mia Tester?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Mia Tester from Austin A-team' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove Mia Tester?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests).toEqual([{ method: 'DELETE', path: '/api/v1/customers/talent-pools/4/members', body: { engineer_id: 21 } }]));
    expect(await within(card).findByText(/No members yet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete “Austin A-team”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete pool' }));
    expect(await screen.findByText('No talent pools yet')).toBeInTheDocument();
  });

  it('unblocks an engineer after confirming', async () => {
    const requests = serveApi([], [bo]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Bo Blocked' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unblock Bo Blocked?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(requests).toEqual([{ method: 'DELETE', path: '/api/v1/customers/blocked-engineers', body: { engineer_id: 30 } }]));
    expect(await screen.findByText('Nobody is blocked.')).toBeInTheDocument();
  });
});
