import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/formatters';
import type { CompanyWorkProgress } from '@/contracts/lifecycle';
import DetailItem from '@/components/ui/DetailItem';

type Position = CompanyWorkProgress['check_in_position'];

/** Where the engineer was, as far as the browser told: miles from the site when the site has coordinates. */
function describePosition(position: Position): string {
  if (!position) return 'No position shared';
  const miles = position.distance_miles;
  if (miles === null) return 'Position shared; the site has no coordinates';
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi from the site`;
}

type VisitItemProps = {
  label: string;
  at: string | null;
  confirmedAt: string | null;
  canConfirm: boolean;
  position: Position;
  zone: string;
  /** How the visit stood against the schedule ('Arrived 45 min late'), and whether that was off it. */
  timing?: { text: string; isOffSchedule: boolean } | null;
};

/** A check-in or check-out: when (in the order's time zone), where, and whether the company side confirmed it (while it still can). */
export default function VisitItem({ label, at, confirmedAt, canConfirm, position, zone, timing }: VisitItemProps) {
  if (!at) return <DetailItem label={label}>Not yet</DetailItem>;
  return (
    <DetailItem label={label}>
      {formatDateTime(at, zone)}
      {timing && (
        <Typography variant="body2" color={timing.isOffSchedule ? 'warning.dark' : 'text.secondary'} sx={{ fontWeight: timing.isOffSchedule ? 600 : undefined }} component="div">
          {timing.text}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" component="div">
        {describePosition(position)}
      </Typography>
      {(confirmedAt || canConfirm) && (
        <Typography variant="body2" color={confirmedAt ? 'success.main' : 'warning.main'} component="div">
          {confirmedAt ? `Confirmed ${formatDateTime(confirmedAt, zone)}` : 'Not confirmed yet'}
        </Typography>
      )}
    </DetailItem>
  );
}
