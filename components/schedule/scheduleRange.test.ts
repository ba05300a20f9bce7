import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import { coveredDayKeys, groupByDay } from './scheduleRange';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'America/Chicago';
const at = (text: string) => dayjs.tz(text, zone).toISOString();

function item(id: number, start: string, end: string): ScheduleItem {
  return {
    id,
    title: `Order ${id}`,
    status: 1,
    schedule_type: 'window',
    start_at: at(start),
    end_at: at(end),
    is_end_estimated: false,
    timezone: zone,
    city_name: null,
    state_name: null,
    conflicts_with: [],
    has_conflict: false,
  } as ScheduleItem;
}

describe('coveredDayKeys', () => {
  it('is the one day of an order within a day', () => {
    expect(coveredDayKeys(item(1, '2030-04-02 10:00', '2030-04-02 12:00'), zone)).toEqual(['2030-04-02']);
  });

  it('is every day of a window over several days, on the viewer\'s clock', () => {
    expect(coveredDayKeys(item(1, '2030-04-02 08:00', '2030-04-05 17:00'), zone)).toEqual(['2030-04-02', '2030-04-03', '2030-04-04', '2030-04-05']);
    // Seen from Tokyo (14 hours ahead) the same window runs from the 2nd 22:00 to the 6th 07:00.
    expect(coveredDayKeys(item(1, '2030-04-02 08:00', '2030-04-05 17:00'), 'Asia/Tokyo')).toEqual(['2030-04-02', '2030-04-03', '2030-04-04', '2030-04-05', '2030-04-06']);
  });

  it('leaves out the day an order ends at midnight exactly', () => {
    expect(coveredDayKeys(item(1, '2030-04-02 20:00', '2030-04-03 00:00'), zone)).toEqual(['2030-04-02']);
    expect(coveredDayKeys(item(1, '2030-04-02 00:00', '2030-04-02 00:00'), zone)).toEqual(['2030-04-02']);
  });
});

describe('groupByDay', () => {
  it('lists a window spanning several days on each day it covers, beside the orders of those days', () => {
    const span = item(1, '2030-03-30 09:00', '2030-04-02 17:00');
    const single = item(2, '2030-04-01 13:00', '2030-04-01 15:00');
    const byDay = groupByDay([span, single], zone);
    expect([...byDay.keys()]).toEqual(['2030-03-30', '2030-03-31', '2030-04-01', '2030-04-02']);
    expect(byDay.get('2030-03-30')?.map((order) => order.id)).toEqual([1]);
    expect(byDay.get('2030-04-01')?.map((order) => order.id)).toEqual([1, 2]);
    expect(byDay.get('2030-04-02')?.map((order) => order.id)).toEqual([1]);
  });
});
