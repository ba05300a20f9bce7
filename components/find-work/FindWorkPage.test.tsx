import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { makeProfile } from '@/components/test/engineerProfileFixtures';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
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

/** Answers find work with `rows` (and `total`), recording each query string. */
function answer(rows: EngineerAssignmentRow[], { total = rows.length, capped = false, profile = makeProfile() }: { total?: number; capped?: boolean; profile?: EngineerProfile } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    ...referenceListHandlers,
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
});
