import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { RATING_ENDPOINTS } from '@/constants';
import type { Rating } from '@/contracts/ratings';
import RatingListPage from './RatingListPage';
import { makeRating } from '@/components/test/ratingFixtures';
import { startAt } from '@/components/test/urlStateNavigation';

// The list's page and search live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

function answerRatings(path: string, rows: Rating[], total = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: { total_count: total, data: rows } });
    }),
  );
  return queries;
}

beforeEach(() => startAt('/company/ratings/eng-rating-list'));

describe('a rating list', { timeout: 20_000 }, () => {
  it('lists the ratings engineers gave the company side, searches after typing stops and pages', async () => {
    const fromErin = makeRating({ id: 2, commented_by: 'engineer', stars: 5, comment: 'Clear scope, paid on time.', author_name: 'Erin Diaz' });
    const queries = answerRatings(RATING_ENDPOINTS.COMPANY_BY_ENGINEER, [fromErin], 12);
    const user = userEvent.setup();
    renderWithProviders(<RatingListPage role="company" commentedBy="engineer" />, { session: makeSession('company'), preloadedState: signedInState('company') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings from engineers' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: fromErin.assignment_title });
    expect(within(row).getByText('Erin Diaz')).toBeInTheDocument();
    // The company may pool or block a rated engineer from the list.
    expect(within(row).getByRole('button', { name: 'Add Erin Diaz to a talent pool' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Block Erin Diaz' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(row).getByText('Clear scope, paid on time.')).toBeInTheDocument();
    expect(within(row).getByText('03/02/2030')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', per_page: '10' });

    await user.type(screen.getByLabelText('Search'), 'signage');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('signage'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '2', per_page: '10', search: 'signage' }));
    expect(screen.getByRole('link', { name: '← Ratings' })).toHaveAttribute('href', '/company/ratings');
  });

  it('marks the engineer’s own ratings the company cannot see yet', async () => {
    answerRatings(RATING_ENDPOINTS.ENGINEER_BY_ENGINEER, [makeRating({ commented_by: 'engineer', visible_at: '2030-03-09T15:00:00.000Z', is_revealed: false })]);
    renderWithProviders(<RatingListPage role="engineer" commentedBy="engineer" />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ratings of companies' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Digital signage install – Austin Airport' });
    expect(within(row).getByText('Acme Field Services')).toBeInTheDocument();
    expect(within(row).getByText('Hidden from them until 03/09/2030')).toBeInTheDocument();
  });

  it('says when there are none yet, and when nothing matches a search', async () => {
    answerRatings(RATING_ENDPOINTS.ENGINEER_BY_COMPANY, []);
    const user = userEvent.setup();
    renderWithProviders(<RatingListPage role="engineer" commentedBy="company" />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
    expect(await screen.findByText('No companies have rated you yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No ratings match')).toBeInTheDocument();
  });
});
