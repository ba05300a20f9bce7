'use client';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ENGINEER_ROUTES } from '@/constants';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import StatusChip from '@/components/ui/StatusChip';
import TextLink from '@/components/ui/TextLink';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import { formatTime } from '@/lib/formatters';

type ScheduleEntryProps = { item: ScheduleItem; titles: Map<number, string> };

/** '9:00 AM – 5:00 PM CST': both ends in the site's zone, its name once at the end when it is not the viewer's. */
export function describeTimes(item: ScheduleItem): string {
  const start = formatTime(item.start_at, item.timezone, { withZone: false });
  const end = formatTime(item.end_at, item.timezone);
  return `${start} – ${end}`;
}

/** One order on the schedule: its time at the site, a link to its details, its status and any overlap. */
export default function ScheduleEntry({ item, titles }: ScheduleEntryProps) {
  const others = item.conflicts_with.map((id) => titles.get(id) ?? `order #${id}`);
  return (
    <Box
      sx={{
        borderLeft: 4,
        borderColor: item.has_conflict ? 'warning.main' : 'primary.main',
        bgcolor: 'background.paper',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        mb: 0.5,
        boxShadow: 1,
        minWidth: 0,
      }}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        {describeTimes(item)}
        {item.is_end_estimated && <Box component="span" sx={visuallyHidden}> (end estimated)</Box>}
      </Typography>
      <TextLink href={ENGINEER_ROUTES.myWorkDetails(item.id)} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'block' }}>
        {item.title}
      </TextLink>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <StatusChip status={item.status} side="engineer" />
        {item.city_name && (
          <Typography variant="caption" color="text.secondary">
            {[item.city_name, item.state_name].filter(Boolean).join(', ')}
          </Typography>
        )}
      </Box>
      {item.has_conflict && (
        <Typography variant="caption" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'warning.dark', fontWeight: 600 }}>
          <WarningAmberRounded fontSize="inherit" aria-hidden />
          Overlaps {others.join(', ')}
        </Typography>
      )}
    </Box>
  );
}
