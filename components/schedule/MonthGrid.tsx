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
import ScheduleEntry from './ScheduleEntry';
import { dayKey, groupByDay, workingDayOf } from './scheduleRange';

type MonthGridProps = { month: Dayjs; days: Dayjs[]; items: ScheduleItem[]; workingHours: WorkingHoursView['days'] | undefined; zone: string; titles: Map<number, string> };

/** A month as a table of weeks: each day with its orders; the engineer's working days shaded. */
export default function MonthGrid({ month, days, items, workingHours, zone, titles }: MonthGridProps) {
  const byDay = groupByDay(items, zone);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const today = dayKey(dayjs().tz(zone));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={`${month.format('MMMM YYYY')} schedule`} sx={{ tableLayout: 'fixed', minWidth: 840 }}>
        <TableHead>
          <TableRow>
            {weeks[0]?.map((day) => (
              <TableCell key={day.day()} scope="col" sx={{ fontWeight: 700 }}>
                {day.format('dddd')}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={dayKey(week[0]!)}>
              {week.map((day) => {
                const isWorking = Boolean(workingDayOf(workingHours, day.day()));
                const isOtherMonth = day.month() !== month.month();
                const dayItems = byDay.get(dayKey(day)) ?? [];
                return (
                  <TableCell key={dayKey(day)} data-working={isWorking || undefined} sx={{ verticalAlign: 'top', height: 110, p: 0.5, bgcolor: isWorking ? 'action.hover' : undefined }}>
                    <Box
                      component="span"
                      sx={{ display: 'block', fontWeight: dayKey(day) === today ? 700 : 400, color: isOtherMonth ? 'text.secondary' : 'text.primary', mb: 0.5 }}
                    >
                      <Box component="span" aria-hidden>
                        {day.date()}
                      </Box>
                      <Box component="span" sx={visuallyHidden}>
                        {day.format('dddd, MMMM D')}
                        {isWorking ? ', working day' : ''}
                      </Box>
                    </Box>
                    {dayItems.map((item) => (
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
