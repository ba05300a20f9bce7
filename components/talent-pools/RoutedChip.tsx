import Chip from '@mui/material/Chip';
import { formatDateTime } from '@/lib/formatters';

/** On an engineer's view of an order routed to them: "Offered to you", or "Your talent pool first" while the pool has it. */
export default function RoutedChip({ offeredToMe, routedUntil }: { offeredToMe: boolean; routedUntil: string | null }) {
  if (!routedUntil) return null;
  const until = formatDateTime(routedUntil);
  return offeredToMe ? (
    <Chip size="small" color="primary" label="Offered to you" title={`Only you see it until ${until}`} />
  ) : (
    <Chip size="small" color="primary" variant="outlined" label="Your talent pool first" title={`Only your pool sees it until ${until}`} />
  );
}
