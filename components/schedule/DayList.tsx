'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import type { WorkingHoursView } from '@/contracts/workingHours';
import { formatTime } from '@/lib/formatters';
import ScheduleEntry from './ScheduleEntry';
import { dayKey, groupByDay, workingDayOf } from './scheduleRange';

type DayListProps = { days: Dayjs[]; items: ScheduleItem[]; workingHours: WorkingHoursView['days'] | undefined; zone: string; titles: Map<number, string> };

/** On a phone: the days that have work, each a heading with its orders as a list. */
export default function DayList({ days, items, workingHours, zone, titles }: DayListProps) {
  const byDay = groupByDay(items, zone);
  return (
    <Box>
      {days
        .filter((day) => byDay.has(dayKey(day)))
        .map((day) => {
          const working = workingDayOf(workingHours, day.day());
          return (
            <Box component="section" key={dayKey(day)} aria-labelledby={`schedule-day-${dayKey(day)}`} sx={{ mb: 2 }}>
              <Typography id={`schedule-day-${dayKey(day)}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {day.format('dddd, MMMM D')}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
                {working ? `Working ${formatTime(working.start)}–${formatTime(working.end)}` : 'Not a working day'}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {byDay.get(dayKey(day))!.map((item) => (
                  <li key={item.id}>
                    <ScheduleEntry item={item} titles={titles} />
                  </li>
                ))}
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}
