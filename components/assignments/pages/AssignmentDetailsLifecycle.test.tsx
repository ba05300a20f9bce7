import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAssignedDetails, makeCompanyDetails } from '@/components/test/orderProgressFixture';
import { makeTalent } from '@/components/test/workOrderDetailsFixture';
import { makeMessage } from '@/components/test/messageFixture';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeLogEntry } from '@/components/test/orderLogFixture';
import { COMPANY_ASSIGNMENT_ENDPOINTS as PATHS, EXPENSE_ENDPOINTS, MESSAGE_ENDPOINTS, RATING_ENDPOINTS } from '@/constants';
import { makeOrderRating } from '@/components/test/ratingFixtures';
import type { TalentEngineer } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails, PaymentBreakdown } from '@/contracts/lifecycle';
import type { LogEntry } from '@/contracts/logs';
import AssignmentDetailsPage from './AssignmentDetailsPage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
// A viewer in UTC: the Chicago order's times carry their zone.
beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('TZ', 'UTC');
});
afterEach(() => vi.unstubAllEnvs());

type Sent = { path: string; body: unknown };

/** A company-side API for order 7 whose details change when a transition is sent. */
function serve(initial: CompanyWorkOrderDetails, { logs = [] as LogEntry[], talent = [] as TalentEngineer[] } = {}) {
  const state = { details: initial, sent: [] as Sent[] };
  server.use(
    http.get(apiUrl(PATHS.DETAILS), () => HttpResponse.json({ message: 'OK', data: state.details })),
    http.get(apiUrl(PATHS.TALENT_ENGINEERS), () => HttpResponse.json({ message: 'OK', data: talent })),
    http.get(apiUrl(PATHS.LOGS), () => HttpResponse.json({ message: 'OK', data: logs })),
    http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'OK', data: [] })),
    http.get(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), () => HttpResponse.json({ message: 'OK', data: { total_count: 0, data: [] } })),
    http.get(apiUrl(RATING_ENDPOINTS.COMPANY_ORDER), () => HttpResponse.json({ message: 'OK', data: makeOrderRating() })),
  );
  /** PATCH `path` records its body and moves the order to `next`. */
  const onPatch = (path: string, next: CompanyWorkOrderDetails, message: string) =>
    server.use(
      http.patch(apiUrl(path), async ({ request }) => {
        state.sent.push({ path, body: await request.json() });
        state.details = next;
        return HttpResponse.json({ message, data: { assignment_id: 7, status: next.status, event: null } });
      }),
    );
  return { state, onPatch };
}

const renderPage = () => renderWithProviders(<AssignmentDetailsPage role="company" id={7} />, { session: makeSession('company'), preloadedState: signedInState('company') });

const checkedIn = {
  checked_in_at: '2030-05-04T19:35:00.000Z',
  check_in_timing: 'late' as const,
  check_in_minutes_off_schedule: 45,
  check_in_position: { latitude: 30.27, longitude: -97.74, distance_miles: 0.42 },
};
const checkedOut = { ...checkedIn, check_in_confirmed_at: '2030-05-04T19:40:00.000Z', checked_out_at: '2030-05-04T23:05:00.000Z', check_out_position: null, hours_worked: 3.5 };

describe('AssignmentDetailsPage: the company side’s steps through the work', { timeout: 30_000 }, () => {
  // A given confirmation leaves the status as it is; the server then lists it no more.
  it.each([
    ['Confirm assignment', 'Confirm the assignment?', PATHS.CONFIRM, makeAssignedDetails(12), makeAssignedDetails(2), 'Schedule Confirmed'],
    ['Confirm check-in', 'Confirm the check-in?', PATHS.CONFIRM_CHECK_IN, makeAssignedDetails(3, checkedIn), makeAssignedDetails(3, { ...checkedIn, check_in_confirmed_at: '2030-05-04T19:40:00.000Z', available_actions: [] }), 'Confirmed 05/04/2030 2:40 PM CDT'],
    ['Confirm check-out', 'Confirm the check-out?', PATHS.CONFIRM_CHECK_OUT, makeAssignedDetails(4, checkedOut), makeAssignedDetails(4, { ...checkedOut, check_out_confirmed_at: '2030-05-04T23:10:00.000Z', available_actions: [] }), 'Confirmed 05/04/2030 6:10 PM CDT'],
    ['Complete', 'Complete this work order?', PATHS.COMPLETE, makeAssignedDetails(5, checkedOut), makeAssignedDetails(6, { ...checkedOut, approval_due_at: '2030-05-09T23:10:00.000Z' }), 'Pending Approval'],
    ['Approve', 'Approve the work?', PATHS.APPROVE, makeAssignedDetails(6, checkedOut), makeAssignedDetails(7, { ...checkedOut, payment_due_at: '2030-06-08T23:10:00.000Z' }), 'Pending Payment'],
  ])('%s: asks first, sends the order, toasts and shows the new state', async (label, title, path, before, after, shown) => {
    const { state, onPatch } = serve(before);
    onPatch(path, after, `${label} done.`);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: label }));
    await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: label }));
    await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: label }));
    expect(await screen.findByText(`${label} done.`)).toBeInTheDocument();
    expect(state.sent).toEqual([{ path, body: { assignment_id: 7 } }]);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument());
  });

  it('sends for correction only with a note, then shows the note and Pending Deliverables', async () => {
    const { state, onPatch } = serve(makeAssignedDetails(6, { ...checkedOut, approval_due_at: '2030-05-09T23:10:00.000Z' }));
    onPatch(PATHS.SEND_FOR_CORRECTION, makeAssignedDetails(4, { ...checkedOut, correction_note: 'The photos are blurry' }), 'Sent for correction.');
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Approves automatically on 05/09/2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for correction' }));
    const dialog = screen.getByRole('dialog', { name: 'Send for correction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send for correction' }));
    expect(await within(dialog).findByText('Say what needs correcting')).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /What needs correcting/ }), 'The photos are blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Send for correction' }));
    expect(await screen.findByText('Sent for correction.')).toBeInTheDocument();
    expect(state.sent).toEqual([{ path: PATHS.SEND_FOR_CORRECTION, body: { assignment_id: 7, note: 'The photos are blurry' } }]);
    expect(await screen.findByText('Pending Deliverables')).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Correction note' })).toHaveTextContent('The photos are blurry');
    expect(screen.queryByText(/Approves automatically/)).not.toBeInTheDocument();
  });

  it('shows the payment breakdown before recording the payment, then the payment recorded', async () => {
    const breakdown: PaymentBreakdown = {
      assignment_id: 7,
      payment_type: 1,
      hours_worked: 5.5,
      billable_hours: 4,
      hourly_rate: 50,
      max_hours: 4,
      fixed_amount: null,
      blended_first_hours: null,
      blended_additional_rate: null,
      labor_amount: 200,
      expenses_amount: 35.5,
      approved_expense_count: 2,
      pending_expense_count: 1,
      total: 235.5,
    };
    const payment = { total_amount: 235.5, labor_amount: 200, expenses_amount: 35.5, hours_worked: 5.5, gateway: 'manual', reference: 'PAY-7-1', paid_at: '2030-05-12T15:00:00.000Z' };
    const { state, onPatch } = serve(makeAssignedDetails(7, checkedOut));
    server.use(http.get(apiUrl(PATHS.PAYMENT_BREAKDOWN), () => HttpResponse.json({ message: 'OK', data: breakdown })));
    onPatch(PATHS.PAY, makeAssignedDetails(8, { ...checkedOut, payment, paid_at: payment.paid_at }), 'Payment recorded.');
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payment?' });
    const table = await within(dialog).findByRole('table', { name: 'Payment breakdown' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Agreed pay')).toHaveTextContent('$50.00/hr, up to 4 hours');
    expect(row('Hours worked')).toHaveTextContent('5.5 hours (4 hours paid: the hours cap)');
    expect(row('Pay for the work')).toHaveTextContent('$200.00');
    expect(row('Approved expenses \\(2\\)')).toHaveTextContent('$35.50');
    expect(row('Total')).toHaveTextContent('$235.50');
    expect(within(dialog).getByText(/1 expense is still waiting for a decision/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(state.sent).toEqual([{ path: PATHS.PAY, body: { assignment_id: 7, expected_total: 235.5 } }]);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: 'Payment recorded' })).getByRole('row', { name: /^Total paid/ })).toHaveTextContent('$235.50');
  });

  it('shows check-in and check-out in the order’s time zone with the distance from the site, hours, and downloads a delivered file', async () => {
    const delivered = { id: 1, name: 'Photos of the install', document_type_id: 1, document_type_name: 'Photos (after work)', is_required: true, file: { id: 9, name: 'after.jpg', mime_type: 'image/jpeg', size_bytes: 4096 }, delivered_at: '2030-05-04T23:20:00.000Z', sign_off: null };
    const optional = { ...delivered, id: 2, name: 'Signed work order', is_required: false, file: null, delivered_at: null };
    serve(makeAssignedDetails(5, checkedOut, { deliverables: [delivered, optional] }));
    let downloaded: string | null = null;
    server.use(
      http.get(apiUrl(PATHS.DELIVERABLE_FILE), ({ request }) => {
        downloaded = new URL(request.url).searchParams.get('id');
        return new HttpResponse(new Blob(['jpeg']), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:after');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderPage();

    const progress = await screen.findByRole('region', { name: 'Work progress' });
    expect(within(progress).getByText('05/04/2030 2:35 PM CDT')).toBeInTheDocument();
    expect(within(progress).getByText('0.4 mi from the site')).toBeInTheDocument();
    expect(within(progress).getByText('Arrived 45 min late')).toBeInTheDocument();
    expect(within(progress).getByText('05/04/2030 6:05 PM CDT')).toBeInTheDocument();
    expect(within(progress).getByText('No position shared')).toBeInTheDocument();
    expect(within(progress).getByText('3.5 hours')).toBeInTheDocument();

    const photos = within(screen.getByRole('list', { name: 'Deliverables' })).getByRole('listitem', { name: 'Photos of the install' });
    expect(within(photos).getByText('Required')).toBeInTheDocument();
    expect(within(photos).getByText('Delivered')).toBeInTheDocument();
    const form = within(screen.getByRole('list', { name: 'Deliverables' })).getByRole('listitem', { name: 'Signed work order' });
    expect(within(form).getByText('Optional')).toBeInTheDocument();
    expect(within(form).getByText('Not delivered')).toBeInTheDocument();
    await user.click(within(photos).getByRole('button', { name: 'Download after.jpg' }));
    await waitFor(() => expect(downloaded).toBe('1'));
  });

  it('shows the timeline from the order’s logs', async () => {
    serve(makeAssignedDetails(3, checkedIn), {
      logs: [
        makeLogEntry(),
        makeLogEntry({ id: 2, event: '3', event_label: 'checked in', side: 'engineer', user_id: 21, user_name: 'Erin Diaz', note: 'Erin Diaz checked in 0.4 mi from the site', created_at: '2030-05-04T19:35:00.000Z' }),
      ],
    });
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const checkIn = within(timeline).getByRole('listitem', { name: 'Checked in' });
    expect(checkIn).toHaveTextContent('Erin Diaz · 05/04/2030 2:35 PM CDT');
    expect(checkIn).toHaveTextContent('Erin Diaz checked in 0.4 mi from the site');
    expect(within(timeline).getByRole('listitem', { name: 'Unassigned' })).toHaveTextContent('Work order posted');
  });

  it('messages an applicant from the talent list while the order is open', async () => {
    serve(makeCompanyDetails({ status: 0 }), { talent: [makeTalent()] });
    const reads: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), ({ request }) => {
        reads.push(new URL(request.url).searchParams);
        return HttpResponse.json({ message: 'OK', data: [makeMessage({ from_id: 21, from_name: 'Erin Diaz', from_side: 'engineer', to_id: 7, to_name: 'Alice Carter', message: 'Is parking available?' })] });
      }),
      http.patch(apiUrl(MESSAGE_ENDPOINTS.READ), () => HttpResponse.json({ message: 'Messages marked read.', data: { read_count: 1 } })),
    );
    const user = userEvent.setup();
    renderPage();

    const erin = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    await user.click(within(erin).getByRole('button', { name: 'Message Erin Diaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Messages with Erin Diaz' });
    expect(await within(dialog).findByText('Is parking available?')).toBeInTheDocument();
    expect(reads[0].get('assignment_id')).toBe('7');
    expect(reads[0].get('to_id')).toBe('21');
  });

  it('shows the thread with the assignee, and no applicant threads once the order is taken', async () => {
    serve(makeAssignedDetails(2), { talent: [makeTalent({ status: 'assigned' })] });
    renderPage();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(within(messages).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Erin Diaz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Erin Diaz' })).not.toBeInTheDocument();
  });
});
