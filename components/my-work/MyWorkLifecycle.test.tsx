import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenWithMsw } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import MyWorkDetailsPage from './MyWorkDetailsPage';
import { makeAssignedDetails } from '@/components/test/myWorkFixtures';
import { serveWorkOrder } from '@/components/test/serveWorkOrder';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  // jsdom has no geolocation; a test that grants or refuses it adds one.
  Reflect.deleteProperty(navigator, 'geolocation');
});

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const PATHS = ENGINEER_ASSIGNMENT_ENDPOINTS;

/** The browser's answer to a position request: granted at the site, or refused. */
function stubGeolocation(isGranted: boolean) {
  const getCurrentPosition = vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) =>
    isGranted ? onSuccess({ coords: { latitude: 30.27, longitude: -97.74 } } as GeolocationPosition) : onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** Clicks the page's action, checks nothing was sent yet, and confirms it in the dialog. */
async function confirmAction(user: ReturnType<typeof userEvent.setup>, label: string, title: string, bodies: unknown[]) {
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { name: title });
  expect(bodies).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: label }));
}

const chip = (label: string) => screen.findByText(label, { selector: '.MuiChip-label' });

describe('MyWorkDetailsPage: the engineer’s steps', { timeout: 30_000 }, () => {
  it('confirms the schedule, then waits for the company, with the timeline read again', async () => {
    const api = serveWorkOrder(makeAssignedDetails(1));
    const bodies = api.answerStep(PATHS.CONFIRM, 'Schedule confirmed.', makeAssignedDetails(12));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    expect(await chip('Assigned')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has happened yet.')).toBeInTheDocument();
    const logReads = api.countLogReads();
    await confirmAction(user, 'Confirm schedule', 'Confirm the schedule?', bodies);
    expect(await screen.findByText('Schedule confirmed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    expect(await chip('Pending Confirmation')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm schedule' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Leave work order' })).toBeInTheDocument();
    await waitFor(() => expect(api.countLogReads()).toBeGreaterThan(logReads));
  });

  it('checks in with the position the browser grants, and shows the time in the order’s zone', async () => {
    const geolocation = stubGeolocation(true);
    const api = serveWorkOrder(makeAssignedDetails(2));
    const checkedIn = { checked_in_at: '2030-05-04T19:30:00.000Z', check_in_timing: 'early' as const, check_in_minutes_off_schedule: 210 };
    const bodies = api.answerStep(PATHS.CHECK_IN, 'Checked in.', makeAssignedDetails(3, checkedIn));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await confirmAction(user, 'Check in', 'Check in now?', bodies);
    expect(await screen.findByText('Checked in. Your position was recorded.')).toBeInTheDocument();
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([{ assignment_id: 7, latitude: 30.27, longitude: -97.74 }]);
    expect(await chip('Checked In')).toBeInTheDocument();
    const work = await screen.findByRole('region', { name: 'Your work' });
    // The server judged the check-in against the schedule; the engineer sees it was early.
    expect(within(work).getByText('05/04/2030 2:30 PM CDT · 3 h 30 min early · waiting for Acme Field Services to confirm')).toBeInTheDocument();
  });

  it('checks in without a position when the browser has no geolocation', async () => {
    const api = serveWorkOrder(makeAssignedDetails(2));
    const bodies = api.answerStep(PATHS.CHECK_IN, 'Checked in.', makeAssignedDetails(3, { checked_in_at: '2030-05-04T19:30:00.000Z' }));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await confirmAction(user, 'Check in', 'Check in now?', bodies);
    expect(await screen.findByText('Checked in. Your position was not recorded: the browser did not share it.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    expect(await chip('Checked In')).toBeInTheDocument();
  });

  it('checks out when the position is refused, and shows the hours worked', async () => {
    stubGeolocation(false);
    const checkedIn = { checked_in_at: '2030-05-04T19:30:00.000Z', check_in_confirmed_at: '2030-05-04T19:40:00.000Z' };
    const api = serveWorkOrder(makeAssignedDetails(3, checkedIn));
    const bodies = api.answerStep(PATHS.CHECK_OUT, 'Checked out.', makeAssignedDetails(4, { ...checkedIn, checked_out_at: '2030-05-04T22:00:00.000Z', hours_worked: 2.5 }));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    expect(await screen.findByText('05/04/2030 2:30 PM CDT · confirmed by Acme Field Services')).toBeInTheDocument();
    await confirmAction(user, 'Check out', 'Check out now?', bodies);
    expect(await screen.findByText('Checked out. Your position was not recorded: the browser did not share it.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    expect(await chip('Pending Deliverables')).toBeInTheDocument();
    expect(screen.getByText('2.5 hours')).toBeInTheDocument();
    expect(screen.getByText('05/04/2030 5:00 PM CDT · waiting for Acme Field Services to confirm')).toBeInTheDocument();
  });

  it('completes the work and shows when it approves automatically', async () => {
    const api = serveWorkOrder(makeAssignedDetails(5));
    const bodies = api.answerStep(PATHS.COMPLETE, 'Work order completed.', makeAssignedDetails(6, { completed_at: '2030-05-05T15:00:00.000Z', approval_due_at: '2030-05-10T15:00:00.000Z' }));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await confirmAction(user, 'Complete work order', 'Complete this work order?', bodies);
    expect(await screen.findByText('Work order completed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    expect(await chip('Pending Approval')).toBeInTheDocument();
    expect(screen.getByText('Approves automatically on 05/10/2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete work order' })).not.toBeInTheDocument();
  });

  it('leaves an assigned order through the lifecycle, back to My Work', async () => {
    const api = serveWorkOrder(makeAssignedDetails(2));
    const bodies = api.answerStep(PATHS.LEAVE, 'You left the work order.', makeAssignedDetails(10, {}, { is_assigned_to_me: false, progress: null }));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await confirmAction(user, 'Leave work order', 'Leave this work order?', bodies);
    expect(await screen.findByText('You left the work order.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/engineer/my-work'));
  });
});
