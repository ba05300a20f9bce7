import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeCompanyDetails } from '@/components/test/orderProgressFixture';
import { makeDetails, makeTalent } from '@/components/test/workOrderDetailsFixture';
import { COMPANY_ASSIGNMENT_ENDPOINTS, EXPENSE_ENDPOINTS, MESSAGE_ENDPOINTS, NOT_FOUND_MESSAGE } from '@/constants';
import type { AssignmentDetails, TalentEngineer } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import AssignmentDetailsPage from './AssignmentDetailsPage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI forms and tables render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
// A viewer in UTC: the Chicago order's times carry their zone.
beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('TZ', 'UTC');
});
afterEach(() => vi.unstubAllEnvs());

function answer(details: CompanyWorkOrderDetails | null, talent: TalentEngineer[] = []) {
  const detailQueries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS), ({ request }) => {
      detailQueries.push(new URL(request.url).searchParams);
      return details ? HttpResponse.json({ message: 'OK', data: details }) : HttpResponse.json({ message: 'Work order not found.' }, { status: 404 });
    }),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS), () => HttpResponse.json({ message: 'OK', data: talent })),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.LOGS), () => HttpResponse.json({ message: 'OK', data: [] })),
    http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'OK', data: [] })),
    http.get(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), () => HttpResponse.json({ message: 'OK', data: { total_count: 0, data: [] } })),
  );
  return detailQueries;
}

const renderPage = (role: 'company' | 'customer' = 'company') =>
  renderWithProviders(<AssignmentDetailsPage role={role} id={7} />, { session: makeSession(role), preloadedState: signedInState(role) });

const actionNames = () => ['Edit', 'Cancel order', 'Delete'].filter((name) => screen.queryByRole(name === 'Edit' ? 'link' : 'button', { name }));

describe('AssignmentDetailsPage', { timeout: 20_000 }, () => {
  it('shows the order with its schedule in MM/DD/YYYY and 12-hour time, pay, place, deliverables and documents', async () => {
    const queries = answer(makeCompanyDetails());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'POS terminal install – Austin Downtown' })).toBeInTheDocument();
    expect(queries[0].get('include_counter_offer_data')).toBe('true');
    expect(screen.getByText('05/04/2030 2:30 PM CDT')).toBeInTheDocument();
    expect(screen.getByText('$300.00 fixed')).toBeInTheDocument();
    expect(screen.getByText('Austin, Texas, 78701')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Deliverables' })).getByText('Photos of the install')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download site-plan.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
  });

  it.each([
    ['Unassigned with nobody on it', { status: 0 }, ['Edit', 'Cancel order', 'Delete']],
    ['Schedule Confirmed', { status: 2, assigned_engineer: { id: 21, name: 'Erin Diaz', email: 'e@x.test', phone: null, profile_picture: null } }, ['Edit', 'Cancel order']],
    ['Checked In', { status: 3, assigned_engineer: { id: 21, name: 'Erin Diaz', email: 'e@x.test', phone: null, profile_picture: null } }, []],
    ['Cancelled', { status: 10 }, ['Delete']],
  ] as const)('offers only the actions the lifecycle allows: %s', async (_label, overrides, expected) => {
    answer(makeCompanyDetails(overrides as Partial<AssignmentDetails>));
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(actionNames()).toEqual(expected);
  });

  it('shows the not-found text with a way back to the list when the API answers 404', async () => {
    answer(null);
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Work Orders' })).toHaveAttribute('href', '/company/assignments');
  });

  it('highlights a counter offer and assigns after confirming', async () => {
    const offer = { payment_type: 1 as const, hourly_rate: 50, fixed_amount: null, max_hours: 6, start_at: null, end_at: null, reason: 'Two technicians needed' };
    answer(makeCompanyDetails(), [makeTalent({ counter_offer: offer }), makeTalent({ application_id: 12, engineer_id: 22, name: 'Frank Moreno', distance_miles: 182, rating_average: null, rating_count: 0 })]);
    let assigned: unknown = null;
    server.use(
      http.patch(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN), async ({ request }) => {
        assigned = await request.json();
        return HttpResponse.json({ message: 'Engineer assigned.', data: makeDetails({ status: 1 }) });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const erin = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    expect(within(erin).getByRole('note', { name: 'Counter offer' })).toHaveTextContent('$50.00/hr, up to 6 hours');
    expect(within(erin).getByText('Two technicians needed', { exact: false })).toBeInTheDocument();
    expect(within(erin).getByText(/3 mi away/)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Frank Moreno' })).getByText('No ratings yet')).toBeInTheDocument();

    await user.click(within(erin).getByRole('button', { name: 'Assign' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Erin Diaz?' });
    expect(dialog).toHaveTextContent('counter offer');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toEqual({ assignment_id: 7, engineer_id: 21 }));
    expect(await screen.findByText('Engineer assigned.')).toBeInTheDocument();
    // Assign has gone with the dialog: focus lands on the same applicant's profile button, not the page body.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Erin Diaz' })).getByRole('button', { name: 'View profile of Erin Diaz' })).toHaveFocus());
  });

  it('deletes after confirming and goes back to the list', async () => {
    answer(makeCompanyDetails());
    let deleted: unknown = null;
    server.use(
      http.delete(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DELETE), async ({ request }) => {
        deleted = await request.json();
        return HttpResponse.json({ message: 'Work order deleted.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderPage('customer');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this work order?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/customer/assignments'));
    expect(deleted).toEqual({ assignment_id: 7 });
    expect(await screen.findByText('Work order deleted.')).toBeInTheDocument();
  });
});
