import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/relativeTime';

type TimeTextProps = { value: string | null; empty?: string; variant?: TypographyProps['variant'] };

/** A time read relative ("5 minutes ago"), the exact time on hover and for screen readers. */
export default function TimeText({ value, empty = '—', variant = 'body2' }: TimeTextProps) {
  if (!value) return <Typography variant={variant} component="span">{empty}</Typography>;
  const absolute = formatAbsoluteTime(value);
  return (
    <Typography variant={variant} component="time" dateTime={value} title={absolute} sx={{ whiteSpace: 'nowrap' }}>
      {formatRelativeTime(value)}
      <Box component="span" sx={visuallyHidden}>{` (${absolute})`}</Box>
    </Typography>
  );
}
