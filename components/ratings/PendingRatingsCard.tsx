'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/formatters';
import InfoCard from '@/components/ui/InfoCard';
import type { RatingSummary } from '@/contracts/ratings';
import type { RateTarget } from './RateDialog';

type PendingRatingsCardProps = { summary: RatingSummary; onRate: (target: RateTarget) => void };

/** Paid work orders the viewer has not rated yet, each with a way to rate it. */
export default function PendingRatingsCard({ summary, onRate }: PendingRatingsCardProps) {
  const { pending, pending_count: total } = summary;
  return (
    <InfoCard title="Waiting for your rating">
      {pending.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing to rate. Paid work orders you have not rated yet show here.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Work orders to rate" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pending.map((order) => (
            <Box
              component="li"
              key={order.assignment_id}
              aria-label={order.title}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {order.counterpart_name} · paid {formatDate(order.paid_at)}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={() => onRate({ assignmentId: order.assignment_id, title: order.title, counterpartName: order.counterpart_name })}>
                Rate
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {total > pending.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the {pending.length} most recently paid of {total}.
        </Typography>
      )}
    </InfoCard>
  );
}
