import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FindWorkDetailsPage from '@/components/find-work/FindWorkDetailsPage';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_ROUTES } from '@/constants';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  server.use(...referenceListHandlers);
});

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const offered = makeEngineerDetails({ offered_to_me: true, routed_until: '2030-05-01T15:00:00.000Z' });

/** Answers the details, and records the offer answers sent. */
function serveOffer() {
  const sent: { path: string; body: unknown }[] = [];
  const answer = (path: string, message: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      sent.push({ path, body: await request.json() });
      return HttpResponse.json({ message, data: path === ENGINEER_ASSIGNMENT_ENDPOINTS.ACCEPT_OFFER ? makeEngineerDetails({ is_assigned_to_me: true, status: 1 }) : null });
    });
  server.use(
    http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS), () => HttpResponse.json({ message: 'OK', data: offered })),
    answer(ENGINEER_ASSIGNMENT_ENDPOINTS.ACCEPT_OFFER, 'Offer accepted: the work order is yours. Please confirm the schedule.'),
    answer(ENGINEER_ASSIGNMENT_ENDPOINTS.DECLINE_OFFER, 'Offer declined.'),
  );
  return sent;
}

describe('an order offered to the engineer', { timeout: 20_000 }, () => {
  it('is marked "Offered to you" with Accept and Decline instead of Apply; Accept takes it and opens it in My Work', async () => {
    const sent = serveOffer();
    renderWithProviders(<FindWorkDetailsPage id={offered.id} />, providers);
    expect(await screen.findByText('Offered to you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent).toEqual([{ path: ENGINEER_ASSIGNMENT_ENDPOINTS.ACCEPT_OFFER, body: { assignment_id: offered.id } }]));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(ENGINEER_ROUTES.myWorkDetails(offered.id)));
  });

  it('declines only after confirming', async () => {
    const sent = serveOffer();
    renderWithProviders(<FindWorkDetailsPage id={offered.id} />, providers);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(sent).toEqual([{ path: ENGINEER_ASSIGNMENT_ENDPOINTS.DECLINE_OFFER, body: { assignment_id: offered.id } }]));
    expect(await screen.findByText('Offer declined.')).toBeInTheDocument();
  });
});
