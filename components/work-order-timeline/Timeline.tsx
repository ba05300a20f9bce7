import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FormSection from '@/components/ui/FormSection';
import { formatDateTime } from '@/lib/formatters';
import type { LogEntry } from '@/contracts/logs';
import { getTimelineActor, getTimelineLabel } from './timelineLabels';

type TimelineProps = {
  /** The order's log entries, oldest first; undefined while they load. */
  entries: LogEntry[] | undefined;
  /** The order's time zone, so times read as at the site. */
  timezone?: string;
  /** Why the entries could not be loaded, if they could not. */
  error?: string | null;
  onRetry?: () => void;
};

/** A work order's history, one entry per step: what happened, who did it, when, and their note. */
export default function Timeline({ entries, timezone, error, onRetry }: TimelineProps) {
  return (
    <FormSection title="Timeline">
      {error && !entries && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
      {!entries && !error && (
        <Box sx={{ mt: 2 }} aria-label="Loading the timeline">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      )}
      {entries?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Nothing has happened yet.
        </Typography>
      )}
      {entries && entries.length > 0 && (
        <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {entries.map((entry, index) => (
            <TimelineEntry key={entry.id} entry={entry} timezone={timezone} isLast={index === entries.length - 1} />
          ))}
        </Box>
      )}
    </FormSection>
  );
}

function TimelineEntry({ entry, timezone, isLast }: { entry: LogEntry; timezone?: string; isLast: boolean }) {
  const label = getTimelineLabel(entry);
  return (
    <Box component="li" aria-label={label} sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }} aria-hidden>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: entry.side === 'engineer' ? 'secondary.main' : 'primary.main', flexShrink: 0 }} />
        {!isLast && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: isLast ? 0 : 2, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {getTimelineActor(entry)} · {describeWhen(entry, timezone)}
        </Typography>
        {entry.note && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Differences under this are clock noise, not an action sent later. */
const SENT_LATER_MS = 60_000;

/** When it happened; for an action queued offline, when the engineer acted and when it arrived. */
function describeWhen({ acted_at, created_at }: LogEntry, timezone?: string): string {
  const arrived = formatDateTime(created_at, timezone);
  if (!acted_at || Math.abs(Date.parse(created_at) - Date.parse(acted_at)) < SENT_LATER_MS) return arrived;
  return `${formatDateTime(acted_at, timezone)} (sent ${arrived}, after the connection returned)`;
}
