import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_DAY_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS, ENGINEER_ROUTES } from '@/constants';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import { zoneAbbreviation } from '@/lib/formatters';
import SchedulePage from './SchedulePage';
import { viewerZone } from './scheduleRange';

dayjs.extend(utc);
dayjs.extend(timezone);

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
configure({ asyncUtilTimeout: 5000 });

const zone = viewerZone();
/** An instant on the viewer's clock. */
const local = (text: string) => dayjs.tz(text, zone).toISOString();
/** A zone whose clock differs from the viewer's, so the page names it. */
const otherZone = dayjs().tz('Asia/Tokyo').utcOffset() === dayjs().tz(zone).utcOffset() ? 'America/Chicago' : 'Asia/Tokyo';

const FEED_URL = 'https://portal.example.test/api/v1/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const NEW_FEED_URL = 'https://portal.example.test/api/v1/calendar/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

function item(overrides: Partial<ScheduleItem>): ScheduleItem {
  return {
    id: 1,
    title: 'Router swap',
    status: 1,
    schedule_type: 'window',
    start_at: local('2030-04-02 10:00'),
    end_at: local('2030-04-02 12:00'),
    is_end_estimated: false,
    timezone: zone,
    city_name: 'Austin',
    state_name: 'Texas',
    conflicts_with: [],
    has_conflict: false,
    ...overrides,
  };
}

const ROUTER = item({ id: 1, conflicts_with: [2], has_conflict: true });
const TOKYO = item({ id: 2, title: 'Kiosk repair', status: 2, schedule_type: 'exact', start_at: local('2030-04-02 11:00'), end_at: local('2030-04-02 12:00'), is_end_estimated: true, timezone: otherZone, conflicts_with: [1], has_conflict: true });
const FRIDAY = item({ id: 3, title: 'Camera install', status: 12, start_at: local('2030-04-05 15:00'), end_at: local('2030-04-05 16:00') });

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day, weekday) => {
  const works = weekday >= 1 && weekday <= 5;
  return { weekday, day, is_available: works, start_time: works ? '09:00' : null, end_time: works ? '17:00' : null };
});

/** The schedule for each `from`, and the queries asked. */
function answerSchedule(byFrom: Record<string, ScheduleItem[]>) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(ENGINEER_DAY_ENDPOINTS.SCHEDULE), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      return HttpResponse.json({ message: 'OK', data: byFrom[query.from!] ?? [] });
    }),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR), () => HttpResponse.json({ message: 'OK', data: { user_id: 9, days: WEEK } })),
    http.get(apiUrl(ENGINEER_DAY_ENDPOINTS.CALENDAR_FEED), () => HttpResponse.json({ message: 'OK', data: { url: FEED_URL } })),
  );
  return asked;
}

const renderPage = () => renderWithProviders(<SchedulePage />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(local('2030-04-03 12:00')));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('My Schedule', { timeout: 30_000 }, () => {
  it('shows this week by default: each order at its site time and hour, its status, a link, overlaps marked, working hours shaded', async () => {
    const asked = answerSchedule({ '2030-03-31': [ROUTER, TOKYO, FRIDAY] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Week schedule' });
    expect(asked[0]).toEqual({ from: '2030-03-31', to: '2030-04-06', timezone: zone });
    const columns = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns[2]).toBe('Tue 4/2Working 9:00 AM–5:00 PM');
    expect(columns[0]).toBe('Sun 3/31Not working');

    const tenRow = within(table).getByRole('rowheader', { name: '10 AM' }).closest('tr')!;
    const router = within(tenRow).getByRole('link', { name: 'Router swap' });
    expect(router).toHaveAttribute('href', ENGINEER_ROUTES.myWorkDetails(1));
    const routerEntry = router.parentElement!;
    expect(within(routerEntry).getByText('10:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(within(routerEntry).getByText('Assigned')).toBeInTheDocument();
    expect(within(routerEntry).getByText('Overlaps Kiosk repair')).toBeInTheDocument();
    expect(tenRow.querySelectorAll('td[data-working]')).toHaveLength(5);

    const elevenRow = within(table).getByRole('rowheader', { name: '11 AM' }).closest('tr')!;
    const kiosk = within(elevenRow).getByRole('link', { name: 'Kiosk repair' }).parentElement!;
    const label = zoneAbbreviation(TOKYO.start_at, otherZone);
    const escaped = label.replace(/[+]/g, '\\+');
    expect(kiosk.querySelector('p')).toHaveTextContent(new RegExp(`^\\d+:\\d\\d [AP]M – \\d+:\\d\\d [AP]M ${escaped} \\(end estimated\\)$`));
    expect(within(kiosk).getByText('Schedule Confirmed')).toBeInTheDocument();
    expect(within(kiosk).getByText('Overlaps Router swap')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 orders overlap others.');
    expect(within(within(table).getByRole('rowheader', { name: '3 PM' }).closest('tr')!).getByRole('link', { name: 'Camera install' })).toBeInTheDocument();
  });

  it('moves by week, switches to the month, and says when there is no work', async () => {
    const asked = answerSchedule({ '2030-03-31': [ROUTER], '2030-04-28': [] });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Router swap' });
    expect(screen.getByRole('heading', { name: 'Mar 31 – Apr 6, 2030' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No assigned work this week')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ from: '2030-04-07', to: '2030-04-13' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('link', { name: 'Router swap' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Month' }));
    const month = await screen.findByRole('table', { name: 'April 2030 schedule' });
    expect(asked.at(-1)).toMatchObject({ from: '2030-03-31', to: '2030-05-04' });
    expect(within(month).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const tuesday = within(month).getByText('Tuesday, April 2, working day').closest('td')!;
    expect(within(tuesday).getByRole('link', { name: 'Router swap' })).toBeInTheDocument();
    expect(tuesday).toHaveAttribute('data-working');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No assigned work this month')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ from: '2030-04-28', to: '2030-06-01' });
  });

  it('shows an order that began before the week on every day of the week it covers, at the top', async () => {
    const survey = item({ id: 4, title: 'Two-week survey', start_at: local('2030-03-25 08:00'), end_at: local('2030-04-01 17:00') });
    answerSchedule({ '2030-03-31': [survey] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Week schedule' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('link', { name: 'Two-week survey' })).toBeInTheDocument();
    expect(within(cells[1]!).getByRole('link', { name: 'Two-week survey' })).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Two-week survey' })).toHaveLength(2);
  });

  it('shows a window of several days on each day it covers', async () => {
    const install = item({ id: 5, title: 'Three-day install', start_at: local('2030-04-02 14:00'), end_at: local('2030-04-04 12:00') });
    answerSchedule({ '2030-03-31': [install] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Week schedule' });
    const columnsWith = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .flatMap((row) => within(row).getAllByRole('cell').flatMap((cell, index) => (within(cell).queryByRole('link', { name: 'Three-day install' }) ? [index] : [])));
    // Tuesday (its 2 PM), then Wednesday and Thursday at the top.
    expect(columnsWith().sort()).toEqual([2, 3, 4]);
  });

  it('lists the work by day on a phone', async () => {
    const restore = emulatePhoneWidth();
    try {
      answerSchedule({ '2030-03-31': [ROUTER, TOKYO, FRIDAY] });
      renderPage();
      const tuesday = await screen.findByRole('region', { name: 'Tuesday, April 2' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(tuesday).getAllByRole('listitem').map((entry) => within(entry).getByRole('link').textContent)).toEqual(['Router swap', 'Kiosk repair']);
      expect(within(tuesday).getByText('Working 9:00 AM–5:00 PM')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Friday, April 5' })).getByRole('link', { name: 'Camera install' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Wednesday, April 3' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('copies the calendar link, and resets it only after a warning', async () => {
    answerSchedule({});
    let resets = 0;
    server.use(
      http.post(apiUrl(ENGINEER_DAY_ENDPOINTS.RESET_CALENDAR_FEED), () => {
        resets += 1;
        return HttpResponse.json({ message: 'Your calendar link has been reset. Subscribe again with the new link.', data: { url: NEW_FEED_URL } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    const field = await within(card).findByRole('textbox', { name: 'Calendar link' });
    expect(field).toHaveValue(FEED_URL);
    expect(field).toHaveAttribute('readonly');
    expect(card).toHaveTextContent('Google Calendar');
    expect(card).toHaveTextContent('Outlook');

    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByText('Calendar link copied.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toBe(0);

    await user.click(within(card).getByRole('button', { name: 'Reset link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('Your calendar link has been reset. Subscribe again with the new link.')).toBeInTheDocument();
    expect(resets).toBe(1);
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(NEW_FEED_URL));
  });
});
