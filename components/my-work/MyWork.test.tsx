import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEngineerDetails, makeRow } from '@/components/test/engineerOrderFixtures';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router, startAt } from '@/components/test/urlStateNavigation';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_STATUS_FILTERS } from '@/constants';
import type { EngineerAssignmentDetails, EngineerAssignmentRow, MyApplication } from '@/contracts/engineerAssignments';
import MyWorkDetailsPage from './MyWorkDetailsPage';
import MyWorkPage from './MyWorkPage';
import { serveOrderSurroundings } from '@/components/test/serveWorkOrder';

// The list's filters and page live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  startAt('/engineer/my-work');
});

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };

const application = (overrides: Partial<MyApplication> = {}): MyApplication => ({
  id: 31,
  status: 'applied',
  has_counter_offer: false,
  counter_offer: null,
  note: null,
  applied_at: '2030-04-02T15:00:00.000Z',
  updated_at: '2030-04-02T15:00:00.000Z',
  ...overrides,
});

function answerList(rows: EngineerAssignmentRow[], total = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: { total_count: total, data: rows } });
    }),
  );
  return queries;
}

describe('MyWorkPage', { timeout: 20_000 }, () => {
  it('offers the engineer filters in the order of the constants, and asks the API by status', async () => {
    const queries = answerList([makeRow({ engineer_status: 0, my_application: application() })]);
    const user = userEvent.setup();
    renderWithProviders(<MyWorkPage />, providers);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(ENGINEER_STATUS_FILTERS.map((filter) => filter.label));
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Applied',
      'Assigned',
      'Schedule Confirmed',
      'Checked In',
      'Pending Deliverables',
      'Pending Completion',
      'Pending Approval',
      'Pending Payment',
      'Paid',
      'Cancelled',
    ]);
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ status: '11', page: '1', per_page: '10' }));
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ status: '10', page: '1' }));
  });

  it('labels each order from the engineer side', async () => {
    answerList([
      makeRow({ id: 1, title: 'Open application', engineer_status: 0, my_application: application({ has_counter_offer: true }) }),
      makeRow({ id: 2, title: 'Someone else got it', engineer_status: 9, my_application: application({ status: 'declined', has_counter_offer: true }) }),
      makeRow({ id: 3, title: 'Called off', engineer_status: 10, my_application: application({ has_counter_offer: true }) }),
      makeRow({ id: 4, title: 'Mine now', engineer_status: 1, my_application: application({ status: 'assigned', has_counter_offer: true }) }),
      makeRow({ id: 5, title: 'Paid out', engineer_status: 8, my_application: application({ status: 'assigned', has_counter_offer: true }) }),
    ]);
    renderWithProviders(<MyWorkPage />, providers);
    const table = await screen.findByRole('table', { name: 'My work orders' });
    const statusOf = (title: string) => within(within(table).getByText(title).closest('tr')!).getAllByRole('cell').at(-1)!.textContent;
    expect(statusOf('Open application')).toBe('Applied');
    expect(statusOf('Someone else got it')).toBe('Decline');
    expect(statusOf('Called off')).toBe('Cancelled');
    expect(statusOf('Mine now')).toBe('Assigned');
    // Only an application still waiting for an answer has a counter offer "sent".
    expect(within(table).getAllByText(/counter offer sent/)).toHaveLength(1);
    expect(within(within(table).getByText('Open application').closest('tr')!).getByText(/counter offer sent/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Mine now' })).toHaveAttribute('href', '/engineer/my-work/details-page/4');
  });

  it('shows cards with the status and pay on a phone; a card opens the order', async () => {
    const restoreWidth = emulatePhoneWidth();
    try {
      answerList([makeRow({ id: 4, title: 'Mine now', engineer_status: 1, my_application: application({ status: 'assigned' }) })]);
      const user = userEvent.setup();
      renderWithProviders(<MyWorkPage />, providers);
      const card = within(await screen.findByRole('list', { name: 'My work orders' })).getByRole('listitem');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('Assigned')).toBeInTheDocument();
      expect(within(card).getByText('Pay')).toBeInTheDocument();
      await user.click(within(card).getByRole('button'));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/engineer/my-work/details-page/4'));
    } finally {
      restoreWidth();
    }
  });

  it('pages, and says when a filter has nothing', async () => {
    const queries = answerList(Array.from({ length: 10 }, (_, index) => makeRow({ id: index + 1, title: `Order ${index + 1}`, engineer_status: 0 })), 25);
    const user = userEvent.setup();
    renderWithProviders(<MyWorkPage />, providers);
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ page: '2' }));

    answerList([]);
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('No work orders with the status “Paid”')).toBeInTheDocument();
  });
});

function answerDetails(...answers: EngineerAssignmentDetails[]) {
  let call = 0;
  serveOrderSurroundings();
  server.use(http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED_DETAILS), () => HttpResponse.json({ message: 'OK', data: answers[Math.min(call++, answers.length - 1)] })));
}

describe('MyWorkDetailsPage', { timeout: 20_000 }, () => {
  it('shows the engineer-side status and the counter offer', async () => {
    const offer = { payment_type: 1 as const, hourly_rate: 65, fixed_amount: null, max_hours: 6, start_at: '2030-05-06T13:00:00.000Z', end_at: null, reason: 'Two technicians' };
    answerDetails(makeEngineerDetails({ engineer_status: 0, my_application: application({ has_counter_offer: true, counter_offer: offer }) }));
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    expect(await screen.findByRole('heading', { level: 1, name: 'POS terminal install – Austin Downtown' })).toBeInTheDocument();
    expect(screen.getByText('Applied', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your application and counter offer' });
    expect(within(card).getByText('$65.00/hr, up to 6 hours')).toBeInTheDocument();
    expect(within(card).getByText('05/06/2030 8:00 AM CDT')).toBeInTheDocument();
    expect(within(card).getByText('Two technicians')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /check in|confirm/i })).not.toBeInTheDocument();
  });

  it('withdraws an open application after confirming', async () => {
    answerDetails(makeEngineerDetails({ engineer_status: 0, my_application: application() }));
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.LEAVE), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your application has been withdrawn.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw your application?' })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Your application has been withdrawn.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/engineer/my-work'));
  });

  it('offers no withdrawal once the engineer is assigned or declined', async () => {
    answerDetails(makeEngineerDetails({ engineer_status: 9, my_application: application({ status: 'declined' }) }));
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    expect(await screen.findByText('Decline', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('The company declined your application.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });
});
