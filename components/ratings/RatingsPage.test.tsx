import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { RATING_ENDPOINTS, type SignedInRole } from '@/constants';
import type { RatingSummary } from '@/contracts/ratings';
import RatingsPage from './RatingsPage';
import type { RatingRole } from './ratingText';
import { makeSummary } from '@/components/test/ratingFixtures';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI dialogs render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const SESSION_ROLES: Record<RatingRole, SignedInRole> = { engineer: 'field_engineer', company: 'company', customer: 'customer' };

function answerSummary(path: string, summaries: RatingSummary[]) {
  let reads = 0;
  server.use(http.get(apiUrl(path), () => HttpResponse.json({ message: 'OK', data: summaries[Math.min(reads++, summaries.length - 1)] })));
  return { countReads: () => reads };
}

const renderPage = (role: RatingRole) =>
  renderWithProviders(<RatingsPage role={role} />, { session: makeSession(SESSION_ROLES[role]), preloadedState: signedInState(SESSION_ROLES[role]) });

describe('the ratings page', { timeout: 20_000 }, () => {
  it('shows the average, the count per star, links to both lists and the orders left to rate', async () => {
    answerSummary(RATING_ENDPOINTS.COMPANY_SUMMARY, [makeSummary()]);
    renderPage('customer');
    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('from 3 ratings')).toBeInTheDocument();
    const byStars = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(byStars).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      '5 of 5 stars: 1',
      '4 of 5 stars: 2',
      '3 of 5 stars: 0',
      '2 of 5 stars: 0',
      '1 of 5 stars: 0',
    ]);
    expect(screen.getByRole('link', { name: 'Ratings from engineers' })).toHaveAttribute('href', '/customer/ratings/eng-rating-list');
    expect(screen.getByRole('link', { name: 'Your ratings of engineers' })).toHaveAttribute('href', '/customer/ratings/com-rating-list');
    const pending = within(screen.getByRole('list', { name: 'Work orders to rate' })).getByRole('listitem', { name: 'Digital signage install – Austin Airport' });
    expect(pending).toHaveTextContent('Erin Diaz · paid 03/01/2030');
  });

  it('says when there are no ratings yet and nothing to rate', async () => {
    const none = makeSummary({ average: null, count: 0, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })), pending_count: 0, pending: [] });
    answerSummary(RATING_ENDPOINTS.ENGINEER_SUMMARY, [none]);
    renderPage('engineer');
    expect(await screen.findByText('No companies have rated you yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing to rate. Paid work orders you have not rated yet show here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ratings from companies' })).toHaveAttribute('href', '/engineer/ratings/com-rating-list');
  });

  it('rates an order in a dialog: stars and comment are checked first, then sent, and the list refreshes', async () => {
    const summary = answerSummary(RATING_ENDPOINTS.COMPANY_SUMMARY, [makeSummary(), makeSummary({ pending_count: 0, pending: [] })]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(RATING_ENDPOINTS.GIVE_TO_ENGINEER), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Thanks for your rating.', data: {} }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage('company');
    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Erin Diaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a comment')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // A click without pointer moves: jsdom has no layout for MUI's hover-to-preview stars.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '  On time and tidy. ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(bodies).toEqual([{ assignment_id: 7, stars: 4, comment: 'On time and tidy.' }]));
    expect(await screen.findByText('Thanks for your rating.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Nothing to rate. Paid work orders you have not rated yet show here.')).toBeInTheDocument();
    expect(summary.countReads()).toBe(2);
  });

  it('shows why the summary could not load, with a retry', async () => {
    server.use(http.get(apiUrl(RATING_ENDPOINTS.ENGINEER_SUMMARY), () => HttpResponse.json({ message: 'The ratings are resting.' }, { status: 503 })));
    renderPage('engineer');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('The ratings are resting.').length).toBeGreaterThan(0);
  });
});
