import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { RATING_ENDPOINTS } from '@/constants';
import type { OrderRating } from '@/contracts/ratings';
import RateOrderCard from './RateOrderCard';
import { makeOrderRating, makeRating } from '@/components/test/ratingFixtures';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const ACME = 'Acme Field Services';
const mine = makeRating({ commented_by: 'engineer', stars: 5, comment: 'Clear scope.', author_name: 'Erin Diaz', visible_at: '2030-03-09T15:00:00.000Z', is_revealed: false });

function answerOrderRating(answers: OrderRating[]) {
  let reads = 0;
  server.use(http.get(apiUrl(RATING_ENDPOINTS.ENGINEER_ORDER), () => HttpResponse.json({ message: 'OK', data: answers[Math.min(reads++, answers.length - 1)] })));
}

const renderCard = (status: number) =>
  renderWithProviders(<RateOrderCard viewer="engineer" assignmentId={7} title="Digital signage install – Austin Airport" status={status} />, {
    session: makeSession('field_engineer'),
    preloadedState: signedInState('field_engineer'),
  });

describe('the rating card of an order', { timeout: 20_000 }, () => {
  it('is not there before the order is paid (and asks nothing)', () => {
    renderCard(7);
    expect(screen.queryByRole('region', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('rates the other side once, then shows my rating and that it is hidden from them', async () => {
    answerOrderRating([makeOrderRating({ counterpart_name: ACME }), makeOrderRating({ counterpart_name: ACME, can_rate: false, mine })]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(RATING_ENDPOINTS.GIVE_TO_COMPANY), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Thanks for your rating.', data: mine }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderCard(8);
    await user.click(await screen.findByRole('button', { name: `Rate ${ACME}` }));
    const dialog = screen.getByRole('dialog', { name: `Rate ${ACME}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 Stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Clear scope.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(bodies).toEqual([{ assignment_id: 7, stars: 5, comment: 'Clear scope.' }]));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('region', { name: 'Rating' });
    const given = await within(card).findByRole('figure', { name: 'Your rating' });
    expect(within(given).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(given).getByText(`Hidden from ${ACME} until 03/09/2030, or until they rate you.`)).toBeInTheDocument();
    expect(within(card).getByText(`${ACME} has not rated you yet.`)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: `Rate ${ACME}` })).not.toBeInTheDocument();
  });

  it('shows both ratings once the other side’s is revealed', async () => {
    const theirs = makeRating({ stars: 3, comment: 'Late to the site.', author_name: 'Alice Carter' });
    answerOrderRating([makeOrderRating({ counterpart_name: ACME, can_rate: false, mine: { ...mine, is_revealed: true }, theirs })]);
    renderCard(8);
    const received = await screen.findByRole('figure', { name: `${ACME}’s rating of you` });
    expect(within(received).getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    expect(within(received).getByText('Late to the site.')).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Your rating' })).queryByText(/Hidden from/)).not.toBeInTheDocument();
  });
});
