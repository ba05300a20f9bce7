import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';
import { listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import type { MyApplication } from '@/contracts/engineerAssignments';
import ApplicationCard from './ApplicationCard';
import MyWorkDetailsPage from './MyWorkDetailsPage';
import { serveWorkOrder } from '@/components/test/serveWorkOrder';
import { makeAssignedDetails } from '@/components/test/myWorkFixtures';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const application = (status: MyApplication['status']): MyApplication => ({
  id: 31,
  status,
  has_counter_offer: false,
  counter_offer: null,
  note: null,
  applied_at: '2030-04-02T15:00:00.000Z',
  updated_at: '2030-04-03T15:00:00.000Z',
});

const standing = () => screen.getByText('Where it stands').nextSibling?.textContent;

describe('ApplicationCard: where the application stands', () => {
  it('shows the engineer the note they sent with the application, and no row without one', () => {
    render(<ApplicationCard application={{ ...application('applied'), note: 'I bring my own ladder.' }} details={makeEngineerDetails({ engineer_status: 0 })} />);
    expect(screen.getByText('Your note to the company').nextSibling?.textContent).toBe('I bring my own ladder.');
    cleanup();
    render(<ApplicationCard application={application('applied')} details={makeEngineerDetails({ engineer_status: 0 })} />);
    expect(screen.queryByText('Your note to the company')).not.toBeInTheDocument();
  });

  it('follows the order on its details page: a Paid order reads as complete, not as just assigned', async () => {
    serveWorkOrder(makeAssignedDetails(8));
    renderWithProviders(<MyWorkDetailsPage id={7} />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
    const card = (await screen.findByRole('heading', { name: 'Your application' })).closest('.MuiCard-root, .MuiPaper-root') as HTMLElement;
    expect(within(card).getByText('Paid — this work order is complete.')).toBeInTheDocument();
    expect(within(card).queryByText(/assigned you/i)).not.toBeInTheDocument();
    expect(within(card).getByText('You applied on the posted pay and schedule.')).toBeInTheDocument();
  });

  it.each([
    ['assigned', 1, 1, 'Assigned to you — confirm the schedule.'],
    ['assigned', 12, 12, 'Pending Confirmation — you confirmed the schedule; the company confirms it next.'],
    ['assigned', 4, 4, 'Pending Deliverables — hand in the deliverables.'],
    ['assigned', 7, 7, 'Pending Payment — approved; the company pays next.'],
    ['assigned', 10, 10, 'Cancelled — the company cancelled this work order.'],
    ['applied', 0, 0, 'Waiting for the company to decide.'],
    ['applied', 10, 10, 'The company cancelled this work order.'],
    ['declined', 0, 9, 'The company declined your application.'],
    ['declined', 3, 9, 'The company chose another engineer.'],
    ['left', 0, 10, 'You left this work order.'],
  ] as const)('%s, order status %i (engineer sees %i)', (status, orderStatus, engineerStatus, text) => {
    const details = makeEngineerDetails({ status: orderStatus, engineer_status: engineerStatus, my_application: application(status) });
    render(<ApplicationCard application={application(status)} details={details} />);
    expect(standing()).toBe(text);
  });
});
