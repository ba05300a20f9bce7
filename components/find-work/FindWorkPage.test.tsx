import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { makeProfile } from '@/components/test/engineerProfileFixtures';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_DAY_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import type { SavedSearch } from '@/contracts/savedSearches';
import type { EngineerProfile } from '@/contracts/engineerProfile';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import FindWorkPage from './FindWorkPage';
import { makeRow } from '@/components/test/engineerOrderFixtures';
import { startAt } from '@/components/test/urlStateNavigation';

// The list's filters and page live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const savedSearch = (values: Partial<SavedSearch> & { id: number; name: string }): SavedSearch => ({
  q: null,
  skill_ids: [],
  payment_type: null,
  min_pay: null,
  within_distance: false,
  start_from: null,
  start_to: null,
  sort_by: null,
  alert: false,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  ...values,
});

/** The saved-searches API over `saved` (changed in place), recording each request body. */
function savedSearchHandlers(saved: SavedSearch[], requests: { method: string; id?: number; body?: unknown }[] = []) {
  const one = (id: number, data: SavedSearch) => HttpResponse.json({ message: 'Saved search updated.', data: { ...data, id } });
  return [
    http.get(apiUrl(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES), () => HttpResponse.json({ message: 'OK', data: [...saved].sort((a, b) => a.name.localeCompare(b.name)) })),
    http.post(apiUrl(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES), async ({ request }) => {
      const body = (await request.json()) as SavedSearch;
      requests.push({ method: 'POST', body });
      const created = savedSearch({ ...body, id: 100 + saved.length });
      saved.push(created);
      return HttpResponse.json({ message: 'Search saved.', data: created }, { status: 201 });
    }),
    http.put(apiUrl(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH.replace('{id}', ':id')), async ({ request, params }) => {
      const body = (await request.json()) as SavedSearch;
      const id = Number(params.id);
      requests.push({ method: 'PUT', id, body });
      const index = saved.findIndex((search) => search.id === id);
      saved[index] = savedSearch({ ...saved[index], ...body, id });
      return one(id, saved[index]);
    }),
    http.delete(apiUrl(ENGINEER_DAY_ENDPOINTS.SAVED_SEARCH.replace('{id}', ':id')), ({ params }) => {
      const id = Number(params.id);
      requests.push({ method: 'DELETE', id });
      saved.splice(
        saved.findIndex((search) => search.id === id),
        1,
      );
      return HttpResponse.json({ message: 'Saved search deleted.', data: null });
    }),
  ];
}

/** Answers find work with `rows` (and `total`), recording each query string. */
function answer(rows: EngineerAssignmentRow[], { total = rows.length, capped = false, profile = makeProfile() }: { total?: number; capped?: boolean; profile?: EngineerProfile } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    ...referenceListHandlers,
    ...savedSearchHandlers([]),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO), () => HttpResponse.json({ message: 'OK', data: profile })),
    http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: { total_count: total, total_capped: capped, data: rows } });
    }),
  );
  return queries;
}

const renderPage = () => renderWithProviders(<FindWorkPage />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1)!);

beforeEach(() => {
  vi.clearAllMocks();
  startAt('/engineer/find-work');
});

describe('FindWorkPage', { timeout: 30_000 }, () => {
  it('lists open orders nearest first with distance, pay, schedule and city', async () => {
    const queries = answer([makeRow(), makeRow({ id: 5, title: 'Remote router configuration', location_type: 2, city_name: null, state_name: null, distance_miles: null, payment_type: 2, fixed_amount: 180, hourly_rate: null, max_hours: null })]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });
    expect(within(card).getByText('17.1 mi away')).toBeInTheDocument();
    expect(within(card).getByText('$55.00/hr, up to 8 hours')).toBeInTheDocument();
    expect(within(card).getByText('12/01/2030 8:00 AM – 4:00 PM CST')).toBeInTheDocument();
    expect(within(card).getByText('Round Rock, Texas')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/engineer/find-work/eng-details-page/2');
    expect(within(screen.getByRole('article', { name: 'Remote router configuration' })).getByText('Remote')).toBeInTheDocument();
    expect(lastQuery(queries)).toEqual({ page: '1', per_page: '12', sort_by: 'distance' });
  });

  it('sends each filter as the API expects it', async () => {
    const queries = answer([makeRow()]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });

    await user.click(screen.getByRole('switch', { name: 'Within my travel distance (50 mi)' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ within_distance: 'true', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Network Cabling' }));
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Router Configuration' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ skill_ids: '1,3' }));

    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(await screen.findByRole('option', { name: 'Hourly' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ payment_type: '1' }));

    await user.type(screen.getByRole('spinbutton', { name: 'Minimum pay' }), '50');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ min_pay: '50' }));

    await user.type(screen.getByLabelText('Starts from'), '2030-12-01');
    await user.type(screen.getByLabelText('Starts by'), '2030-12-31');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ start_from: '2030-12-01', start_to: '2030-12-31' }));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Starting soonest' }));
    await waitFor(() =>
      expect(lastQuery(queries)).toEqual({
        page: '1',
        per_page: '12',
        within_distance: 'true',
        skill_ids: '1,3',
        payment_type: '1',
        min_pay: '50',
        start_from: '2030-12-01',
        start_to: '2030-12-31',
        sort_by: 'start_at',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', per_page: '12', sort_by: 'distance' }));
  });

  it('does not ask for a date range that ends before it starts', async () => {
    const queries = answer([makeRow()]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });
    const before = queries.length;
    await user.type(screen.getByLabelText('Starts from'), '2030-12-10');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ start_from: '2030-12-10' }));
    const sent = queries.length;
    await user.type(screen.getByLabelText('Starts by'), '2030-12-01');
    expect((await screen.findAllByText('The latest start date cannot be before the earliest')).length).toBeGreaterThan(0);
    expect(queries.length).toBe(sent);
    expect(sent).toBeGreaterThan(before);
  });

  it('pages through the results', async () => {
    const queries = answer(Array.from({ length: 12 }, (_, index) => makeRow({ id: index + 1, title: `Order ${index + 1}` })), { total: 30 });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Showing 1–12 of 30 work orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ page: '3' }));
  });

  it('says "1,000+" when the API counted only that far, and keeps the page after the counted ones reachable', async () => {
    const queries = answer(Array.from({ length: 12 }, (_, index) => makeRow({ id: index + 1, title: `Order ${index + 1}` })), { total: 1000, capped: true });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Showing 1–12 of 1,000+ work orders')).toBeInTheDocument();
    // 1,000 rows fill 83 pages and a bit; more match, so page 84 exists.
    await user.click(screen.getByRole('button', { name: 'Go to page 84' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ page: '84' }));
  });

  it('says when nothing matches', async () => {
    answer([]);
    renderPage();
    expect(await screen.findByText('No open work orders match these filters')).toBeInTheDocument();
  });

  it('explains, with a link to My Profile, that the distance filter needs a home location, without asking the API', async () => {
    const queries = answer([makeRow()], { profile: makeProfile({ latitude: null, longitude: null, city_id: null, city: null }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });
    const sent = queries.length;
    await user.click(screen.getByRole('switch', { name: /Within my travel distance/ }));
    expect(await screen.findByText(/You have no home location yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/engineer/profile');
    expect(queries.length).toBe(sent);
  });

  it('searches by keywords (debounced, in the address) and sorts by pay', async () => {
    const queries = answer([makeRow()]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });
    const sent = queries.length;
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'fiber spl');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ q: 'fiber spl', page: '1' }));
    // Typed as one burst: a single request for the settled words.
    expect(queries.slice(sent).filter((query) => query.get('q') !== null)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest pay' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', per_page: '12', q: 'fiber spl', sort_by: 'pay' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', per_page: '12', sort_by: 'distance' }));
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('');
  });

  it('saves the filters on screen under a name, with Alert me', { timeout: 60_000 }, async () => {
    answer([makeRow()]);
    const saved: SavedSearch[] = [];
    const requests: { method: string; body?: unknown }[] = [];
    server.use(...savedSearchHandlers(saved, requests));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'fiber');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest pay' }));

    await user.click(screen.getByRole('button', { name: 'Saved searches (0)' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fiber, best paid');
    expect(within(dialog).getByRole('checkbox', { name: 'Alert me when new work matches' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search saved.')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      body: { name: 'Fiber, best paid', alert: true, q: 'fiber', skill_ids: [], payment_type: null, min_pay: null, within_distance: false, start_from: null, start_to: null, sort_by: 'pay' },
    });
    expect(await screen.findByRole('button', { name: 'Saved searches (1)' })).toBeInTheDocument();
  });

  it('applies, renames, turns alerts off and deletes (after asking) a saved search', { timeout: 90_000 }, async () => {
    const queries = answer([makeRow()]);
    const saved = [savedSearch({ id: 7, name: 'POS in town', q: 'pos', skill_ids: [1], min_pay: 40, sort_by: 'start_at', alert: true }), savedSearch({ id: 8, name: 'Anything' })];
    const requests: { method: string; id?: number; body?: unknown }[] = [];
    server.use(...savedSearchHandlers(saved, requests));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Network rack cabling – Round Rock' });

    await user.click(await screen.findByRole('button', { name: 'Saved searches (2)' }));
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    await user.click(within(list).getByRole('button', { name: /^POS in town/ }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', per_page: '12', q: 'pos', skill_ids: '1', min_pay: '40', sort_by: 'start_at' }));
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('pos');
    expect(screen.getByRole('spinbutton', { name: 'Minimum pay' })).toHaveValue(40);

    await user.click(screen.getByRole('button', { name: 'Saved searches (2)' }));
    const alertToggle = await screen.findByRole('button', { name: 'Alert me for POS in town' });
    expect(alertToggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(alertToggle);
    expect(await screen.findByText('Alerts off for “POS in town”.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', id: 7, body: { name: 'POS in town', alert: false, q: 'pos', skill_ids: [1], min_pay: 40, sort_by: 'start_at' } });

    await user.click(screen.getByRole('button', { name: 'Rename POS in town' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Point of sale');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ method: 'PUT', id: 7, body: { name: 'Point of sale', q: 'pos' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename saved search' })).not.toBeInTheDocument());
    expect(await screen.findByText('Point of sale')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Anything' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete Anything' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete saved search?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted.')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'DELETE', id: 8 });
  });
});
