import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import type { LifecycleAction } from '@/constants';
import MyWorkDetailsPage from './MyWorkDetailsPage';
import { ACTION_TEXT } from './orderActionText';
import { serveWorkOrder } from '@/components/test/serveWorkOrder';
import { makeAssignedDetails } from '@/components/test/myWorkFixtures';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);

const ACTION_LABELS = Object.values(ACTION_TEXT).map((text) => text.label);

/** The page's action buttons, in page order, for an order Schedule Confirmed whose server-listed actions are `listed`. */
async function renderActions(listed: LifecycleAction[]) {
  serveWorkOrder(makeAssignedDetails(2, { available_actions: listed }));
  const { unmount } = renderWithProviders(<MyWorkDetailsPage id={7} />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });
  await screen.findByRole('heading', { level: 1 });
  const names = screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== null && ACTION_LABELS.includes(name));
  unmount();
  return names;
}

describe('MyWorkDetailsPage: exactly the actions the server lists', { timeout: 30_000 }, () => {
  it('moves the buttons when only the list changes (same order, same status)', async () => {
    expect(await renderActions(['checkIn', 'leave'])).toEqual(['Check in', 'Leave work order']);
    expect(await renderActions(['leave'])).toEqual(['Leave work order']);
    expect(await renderActions(['checkIn'])).toEqual(['Check in']);
    expect(await renderActions([])).toEqual([]);
  });
});
