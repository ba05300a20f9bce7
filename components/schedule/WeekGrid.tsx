'use client';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs, { type Dayjs } from 'dayjs';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import type { WorkingHoursView } from '@/contracts/workingHours';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import { formatTime } from '@/lib/formatters';
import ScheduleEntry from './ScheduleEntry';
import { dayKey, gridHours, groupByDay, isWorkingHour, startHour, startsBefore, workingDayOf } from './scheduleRange';

type WeekGridProps = { days: Dayjs[]; items: ScheduleItem[]; workingHours: WorkingHoursView['days'] | undefined; zone: string; titles: Map<number, string> };

const hourLabel = (hour: number) => dayjs().hour(hour).minute(0).format('h A');

/**
 * A week as a table: a column per day, a row per hour of the viewer's clock, each order in the
 * hour it starts (and at the top of every later day it covers); the engineer's working hours
 * shaded (and said, for screen readers).
 */
export default function WeekGrid({ days, items, workingHours, zone, titles }: WeekGridProps) {
  const byDay = groupByDay(items, zone);
  const hours = gridHours(items, workingHours, zone);
  const today = dayKey(dayjs().tz(zone));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Week schedule" sx={{ tableLayout: 'fixed', minWidth: 840 }}>
        <TableHead>
          <TableRow>
            <TableCell component="td" sx={{ width: 72 }}>
              <Box component="span" sx={visuallyHidden}>
                Time
              </Box>
            </TableCell>
            {days.map((day) => {
              const working = workingDayOf(workingHours, day.day());
              return (
                <TableCell key={dayKey(day)} scope="col" sx={{ fontWeight: 700, bgcolor: dayKey(day) === today ? 'action.selected' : undefined }}>
                  {day.format('ddd M/D')}
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 12, color: 'text.secondary' }}>
                    {working ? `Working ${formatTime(working.start)}–${formatTime(working.end)}` : 'Not working'}
                  </Box>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((hour) => (
            <TableRow key={hour}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {hourLabel(hour)}
              </TableCell>
              {days.map((day) => {
                const isWorking = isWorkingHour(workingDayOf(workingHours, day.day()), hour);
                // An order running in from an earlier day sits in the first hour of each later day it covers.
                const starting = (byDay.get(dayKey(day)) ?? []).filter((item) => (startsBefore(item, day, zone) ? hour === hours[0] : startHour(item, zone) === hour));
                return (
                  <TableCell key={dayKey(day)} data-working={isWorking || undefined} sx={{ verticalAlign: 'top', bgcolor: isWorking ? 'action.hover' : undefined, height: 40, p: 0.5 }}>
                    {starting.map((item) => (
                      <ScheduleEntry key={item.id} item={item} titles={titles} />
                    ))}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
