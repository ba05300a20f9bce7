import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/test/renderWithProviders';
import type { LogEntry } from '@/contracts/logs';
import { makeLogEntry } from '@/components/test/orderLogFixture';
import Timeline from './Timeline';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const engineer = { side: 'engineer' as const, user_id: 21, user_name: 'Erin Diaz' };
const at = (index: number) => `2030-05-04T${String(15 + index).padStart(2, '0')}:00:00.000Z`;
const entries: LogEntry[] = (
  [
    { event: '0', note: 'Work order posted' },
    { event: '1', note: 'Assigned Erin Diaz' },
    { event: '12', ...engineer },
    { event: '2' },
    { event: '3', ...engineer },
    { event: '3' },
    { event: '4', ...engineer },
    { event: '4' },
    { event: '5', ...engineer },
    { event: '6', ...engineer },
    { event: '14', note: 'Alice Carter sent the work order for correction: The photos are blurry' },
    { event: '7', side: 'system', user_id: null, user_name: null, note: 'Approved automatically: no decision before the approval deadline' },
    { event: '8' },
  ] as Partial<LogEntry>[]
).map((entry, index) => makeLogEntry({ id: index + 1, created_at: at(index % 8), note: null, ...entry }));

describe('Timeline', () => {
  it('labels each entry from the event code set, fitting the event, with who, when and the note', async () => {
    renderWithProviders(<Timeline entries={entries} timezone="America/Chicago" />);
    const items = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Unassigned',
      'Assigned',
      'Pending confirmation',
      'Confirmed schedule',
      'Checked in',
      'Check-in confirmed',
      'Checked out',
      'Check-out confirmed',
      'Deliverables handed in',
      'Assignment complete',
      'Sent for correction',
      'Approved',
      'Paid',
    ]);
    expect(items[0]).toHaveTextContent('Alice Carter · ');
    expect(items[0]).toHaveTextContent('05/04/2030 10:00 AM');
    expect(items[0]).toHaveTextContent('Work order posted');
    expect(items[4]).toHaveTextContent('Erin Diaz · 05/04/2030 2:00 PM');
    expect(items[10]).toHaveTextContent('The photos are blurry');
    expect(items[11]).toHaveTextContent('Automatically · ');
  });

  it("says the site's zone beside each time when the viewer's clock reads differently, and not when it reads the same", async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    const { unmount } = renderWithProviders(<Timeline entries={entries.slice(0, 1)} timezone="America/Chicago" />);
    expect(await screen.findByRole('listitem', { name: 'Unassigned' })).toHaveTextContent('Alice Carter · 05/04/2030 10:00 AM CDT');
    unmount();

    vi.stubEnv('TZ', 'America/Chicago');
    renderWithProviders(<Timeline entries={entries.slice(0, 1)} timezone="America/Chicago" />);
    expect(await screen.findByRole('listitem', { name: 'Unassigned' })).toHaveTextContent(/Alice Carter · 05\/04\/2030 10:00 AMWork order posted$/);
  });

  it('says so when nothing has happened, and offers a retry when the entries could not be loaded', async () => {
    const { unmount } = renderWithProviders(<Timeline entries={[]} />);
    expect(await screen.findByText('Nothing has happened yet.')).toBeInTheDocument();
    unmount();
    const retry = vi.fn();
    renderWithProviders(<Timeline entries={undefined} error="Something went wrong please try again later" onRetry={retry} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows when the engineer acted beside when it arrived, for a step queued offline', async () => {
    const queued = makeLogEntry({ id: 1, event: '3', ...engineer, acted_at: '2030-05-04T14:10:00.000Z', created_at: '2030-05-04T16:45:00.000Z', note: null });
    renderWithProviders(<Timeline entries={[queued]} timezone="UTC" />);
    const item = await screen.findByRole('listitem', { name: 'Checked in' });
    expect(item).toHaveTextContent(/sent .*after the connection returned/);
  });
});
