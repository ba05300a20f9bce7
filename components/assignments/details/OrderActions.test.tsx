import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAssignedDetails } from '@/components/test/orderProgressFixture';
import { listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import type { LifecycleAction, WorkOrderRole } from '@/constants';
import OrderActions from './OrderActions';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);

const checkedIn = { checked_in_at: '2030-05-04T19:35:00.000Z', check_in_timing: 'on_time' as const, check_in_minutes_off_schedule: 0 };

/** The buttons and links the actions show, in page order, for one order whose server-listed actions are `listed`. */
function renderActions(role: WorkOrderRole, status: number, listed: LifecycleAction[], progress = {}) {
  const order = makeAssignedDetails(status, { ...progress, available_actions: listed });
  const { container, unmount } = renderWithProviders(<OrderActions order={order} role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });
  const names = [...container.querySelectorAll('a, button')].map((element) => element.textContent);
  unmount();
  return names;
}

describe.each(['company', 'customer'] as const)('OrderActions (%s): exactly the actions the server lists', (role) => {
  it('moves the buttons when only the list changes, before work starts', () => {
    expect(renderActions(role, 12, ['confirmAssignment', 'cancel', 'edit'])).toEqual(['Confirm assignment', 'Edit', 'Cancel order']);
    expect(renderActions(role, 12, ['cancel', 'edit'])).toEqual(['Edit', 'Cancel order']);
    expect(renderActions(role, 12, ['delete'])).toEqual(['Delete']);
    expect(renderActions(role, 12, [])).toEqual([]);
  });

  it('offers a confirmation only while the server lists it (it knows who has confirmed what)', () => {
    expect(renderActions(role, 3, ['confirmCheckIn'], checkedIn)).toEqual(['Confirm check-in']);
    expect(renderActions(role, 3, [], checkedIn)).toEqual([]);
  });

  it('shows approval, correction and payment as listed', () => {
    expect(renderActions(role, 6, ['approve', 'sendForCorrection'])).toEqual(['Approve', 'Send for correction']);
    expect(renderActions(role, 6, ['sendForCorrection'])).toEqual(['Send for correction']);
    expect(renderActions(role, 6, ['recordPayment'])).toEqual(['Record payment']);
  });
});
