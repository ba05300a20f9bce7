'use client';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { useIsPhone } from '@/components/ui/useIsPhone';
import { useGetWorkingHoursQuery } from '@/store/api/engineerProfileApi';
import { useGetScheduleQuery } from '@/store/api/engineerScheduleApi';
import { readErrorMessage } from '@/store/api/errors';
import CalendarFeedCard from './CalendarFeedCard';
import DayList from './DayList';
import MonthGrid from './MonthGrid';
import { daysBetween, dayKey, viewerZone, viewRange, type ScheduleView } from './scheduleRange';
import WeekGrid from './WeekGrid';

/** The height the schedule keeps while it loads and when empty, so the calendar feed below does not move. */
const BODY_MIN_HEIGHT = 320;

/** My Schedule: the engineer's assigned orders by week or month, their working hours, and the calendar feed. */
export default function SchedulePage() {
  const isPhone = useIsPhone();
  const [zone] = useState(viewerZone);
  const [view, setView] = useState<ScheduleView>('week');
  const [anchor, setAnchor] = useState(() => dayjs().tz(zone).startOf('day'));
  const { first, last } = viewRange(view, anchor);
  const days = daysBetween(first, last);
  const schedule = useGetScheduleQuery({ from: dayKey(first), to: dayKey(last), timezone: zone }, { refetchOnMountOrArgChange: true });
  const workingHours = useGetWorkingHoursQuery().data?.days;
  const items = schedule.currentData;
  const titles = useMemo(() => new Map((items ?? []).map((item) => [item.id, item.title])), [items]);

  const heading = view === 'week' ? `${first.format('MMM D')} – ${last.format(first.month() === last.month() ? 'D, YYYY' : 'MMM D, YYYY')}` : anchor.format('MMMM YYYY');
  const move = (step: number) => setAnchor(anchor.add(step, view));

  let body;
  if (!items && schedule.error) body = <LoadFailure message={readErrorMessage(schedule.error)} onRetry={() => void schedule.refetch()} />;
  else if (!items) body = <Skeleton variant="rounded" height={BODY_MIN_HEIGHT} aria-busy="true" aria-label="Loading your schedule" />;
  else if (items.length === 0)
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', minHeight: BODY_MIN_HEIGHT, textAlign: 'center', color: 'text.secondary' }}>
        <EventBusyOutlined sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="p" color="text.primary">
          {view === 'week' ? 'No assigned work this week' : 'No assigned work this month'}
        </Typography>
      </Box>
    );
  else if (isPhone) body = <DayList days={days} items={items} workingHours={workingHours} zone={zone} titles={titles} />;
  else if (view === 'week') body = <WeekGrid days={days} items={items} workingHours={workingHours} zone={zone} titles={titles} />;
  else body = <MonthGrid month={anchor} days={days} items={items} workingHours={workingHours} zone={zone} titles={titles} />;

  const conflicts = items?.filter((item) => item.has_conflict).length ?? 0;
  return (
    <Box>
      <PageHeader title="My Schedule" subtitle={`Your assigned work from Assigned to Pending Approval. Times are at each site; days run on your clock (${zone}).`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <IconButton aria-label={`Previous ${view}`} onClick={() => move(-1)}>
          <ChevronLeft />
        </IconButton>
        <Button variant="outlined" onClick={() => setAnchor(dayjs().tz(zone).startOf('day'))}>
          Today
        </Button>
        <IconButton aria-label={`Next ${view}`} onClick={() => move(1)}>
          <ChevronRight />
        </IconButton>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <ToggleButtonGroup value={view} exclusive size="small" aria-label="Schedule view" onChange={(_event, next: ScheduleView | null) => next && setView(next)}>
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {conflicts > 0 && (
        <Typography role="status" sx={{ mb: 1, color: 'warning.dark', fontWeight: 600 }}>
          {conflicts === 1 ? '1 order overlaps another.' : `${conflicts} orders overlap others.`} Check the times marked below.
        </Typography>
      )}
      <Box sx={{ minHeight: BODY_MIN_HEIGHT }}>{body}</Box>
      <CalendarFeedCard />
    </Box>
  );
}
