import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StatusChip from '@/components/ui/StatusChip';
import TextLink from '@/components/ui/TextLink';
import type { StatusCount } from '@/contracts/dashboard';
import type { StatusSide } from '@/constants';

type OrdersByStatusProps = { statuses: StatusCount[]; side: StatusSide; listHref: string; listLabel: string };

/** Every order the user has now, counted by status (all years), with the way to the list. */
export default function OrdersByStatus({ statuses, side, listHref, listLabel }: OrdersByStatusProps) {
  return (
    <>
      <Box component="ul" aria-label="Orders by status, all years" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {statuses.map((entry) => (
          <Box component="li" key={entry.status} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <StatusChip status={entry.status} side={side} />
            <Typography sx={{ fontWeight: 600 }}>{entry.count}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <TextLink href={listHref}>{listLabel}</TextLink>
      </Typography>
    </>
  );
}
