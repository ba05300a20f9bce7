import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatDate, formatTime } from '@/lib/formatters';
import { describeOfferPay } from '@/lib/payText';
import type { CounterOffer } from '@/contracts/assignment';

const when = (value: string | null, zone: string) => (value ? `${formatDate(value, zone)} ${formatTime(value, zone)}` : null);

type CounterOfferNoteProps = {
  offer: CounterOffer;
  timezone: string;
  blendedFirstHours: number | null;
  title?: string;
  /** The title's heading level: one below the heading of the part it sits in. */
  headingLevel?: 'h2' | 'h3';
};

/** An engineer's counter offer, set apart so it is not missed. */
export default function CounterOfferNote({ offer, timezone, blendedFirstHours, title = 'Counter offer', headingLevel = 'h3' }: CounterOfferNoteProps) {
  const pay = describeOfferPay(offer, blendedFirstHours);
  const start = when(offer.start_at, timezone);
  const end = when(offer.end_at, timezone);
  return (
    <Box sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12), borderLeft: 4, borderColor: 'warning.main' }} role="note" aria-label={title}>
      <Typography variant="subtitle2" component={headingLevel} sx={{ color: 'warning.dark' }}>
        {title}
      </Typography>
      {pay && <Typography variant="body2">Pay: {pay}</Typography>}
      {start && <Typography variant="body2">Schedule: {end ? `${start} – ${end}` : start}</Typography>}
      {offer.reason && <Typography variant="body2">Reason: {offer.reason}</Typography>}
    </Box>
  );
}
