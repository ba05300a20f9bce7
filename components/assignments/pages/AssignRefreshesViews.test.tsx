import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeCompanyDetails } from '@/components/test/orderProgressFixture';
import { makeSummary, makeTalent } from '@/components/test/workOrderDetailsFixture';
import { startAt } from '@/components/test/urlStateNavigation';
import { COMPANY_ASSIGNMENT_ENDPOINTS, MESSAGE_ENDPOINTS } from '@/constants';
import AssignmentDetailsPage from './AssignmentDetailsPage';
import WorkOrdersPage from './WorkOrdersPage';

vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

listenWithMsw();
afterEach(cleanup);
// MUI forms and tables render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const erin = { id: 21, name: 'Erin Diaz', email: 'e@x.test', phone: null, profile_picture: null };

/** An API whose answers change once the PATCH assigns Erin, counting the reads of each path. */
function answerBeforeAndAfterAssigning() {
  let isAssigned = false;
  const reads = { list: 0, details: 0, talent: 0 };
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () => {
      reads.list++;
      const row = makeSummary(7, isAssigned ? { status: 1, assigned_engineer_name: erin.name, applicant_count: 1 } : {});
      return HttpResponse.json({ message: 'OK', data: { total_count: 1, data: [row] } });
    }),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS), () => {
      reads.details++;
      return HttpResponse.json({ message: 'OK', data: makeCompanyDetails(isAssigned ? { status: 1, assigned_engineer: erin } : {}) });
    }),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS), () => {
      reads.talent++;
      return HttpResponse.json({ message: 'OK', data: [makeTalent({ status: isAssigned ? 'assigned' : 'applied' })] });
    }),
    http.patch(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN), () => {
      isAssigned = true;
      return HttpResponse.json({ message: 'Engineer assigned.', data: makeCompanyDetails({ status: 1, assigned_engineer: erin }) });
    }),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.LOGS), () => HttpResponse.json({ message: 'OK', data: [] })),
    http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'OK', data: [] })),
  );
  return reads;
}

describe('assigning an engineer', { timeout: 20_000 }, () => {
  it('shows the new status in the details and in the work-order list without a reload', async () => {
    startAt('/company/assignments');
    const reads = answerBeforeAndAfterAssigning();
    const user = userEvent.setup();
    // The list and the details share one store, as they do when the user moves between them.
    renderWithProviders(
      <>
        <WorkOrdersPage role="company" />
        <AssignmentDetailsPage role="company" id={7} />
      </>,
      { session: makeSession('company'), preloadedState: signedInState('company') },
    );
    const table = await screen.findByRole('table', { name: 'Work orders' });
    const row = await within(table).findByRole('row', { name: /Order 7/ });
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'POS terminal install – Austin Downtown' });
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByText('Unassigned')).toBeInTheDocument();

    const applicant = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    await user.click(within(applicant).getByRole('button', { name: 'Assign' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Assign Erin Diaz?' })).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Engineer assigned.')).toBeInTheDocument();

    await waitFor(() => expect(within(header).getByText('Assigned')).toBeInTheDocument());
    expect(screen.getByText('Assigned engineer')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('row', { name: /Order 7/ })).toHaveTextContent('Assigned'));
    expect(within(table).getByRole('row', { name: /Order 7/ })).toHaveTextContent('Erin Diaz');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Erin Diaz' })).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument());
    // Each view was read once more, after the PATCH: refreshed by the store, not by a page load.
    expect(reads).toEqual({ list: 2, details: 2, talent: 2 });
  });
});
