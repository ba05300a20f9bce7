import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FindWorkDetailsPage from '@/components/find-work/FindWorkDetailsPage';
import { makeEngineerDetails, makeRow } from '@/components/test/engineerOrderFixtures';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import MyWorkPage from './MyWorkPage';
import { startAt } from '@/components/test/urlStateNavigation';

// The list's filters and page live in the address: the stand-in's search params follow router.replace.
vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  startAt('/engineer/my-work');
});

/** Stands in for navigation: one provider tree and store, the page switched in place. */
function MyWorkAndOrder() {
  const [page, setPage] = useState<'my-work' | 'order'>('my-work');
  return (
    <>
      <button onClick={() => setPage('my-work')}>Open My Work</button>
      <button onClick={() => setPage('order')}>Open the order</button>
      {page === 'my-work' ? <MyWorkPage /> : <FindWorkDetailsPage id={7} />}
    </>
  );
}

const application = { id: 31, status: 'applied' as const, has_counter_offer: false, counter_offer: null, note: null, applied_at: '2030-04-02T10:00:00.000Z', updated_at: '2030-04-02T10:00:00.000Z' };

describe('applying from Find Work', { timeout: 20_000 }, () => {
  it("shows the application in My Work's list without a reload", async () => {
    // The API as it stands before and after the application.
    let hasApplied = false;
    const myWork = (): EngineerAssignmentRow[] => (hasApplied ? [makeRow({ id: 7, title: 'POS terminal install – Austin Downtown', engineer_status: 0, my_application: application })] : []);
    server.use(
      http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED), () => HttpResponse.json({ message: 'OK', data: { total_count: myWork().length, data: myWork() } })),
      http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS), () =>
        HttpResponse.json({ message: 'OK', data: makeEngineerDetails(hasApplied ? { engineer_status: 0, my_application: application } : {}) }),
      ),
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY), () => {
        hasApplied = true;
        return HttpResponse.json({ message: 'Your application has been sent.', data: makeEngineerDetails({ engineer_status: 0, my_application: application }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyWorkAndOrder />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
    expect(await screen.findByText('You have not applied for any work orders yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the order' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open My Work' }));
    const table = await screen.findByRole('table', { name: 'My work orders' });
    expect(within(table).getByRole('link', { name: 'POS terminal install – Austin Downtown' })).toHaveAttribute('href', '/engineer/my-work/details-page/7');
    expect(within(table).getByText('Applied')).toBeInTheDocument();
  });
});
