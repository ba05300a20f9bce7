import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatTileProps = { label: string; value?: ReactNode; caption?: ReactNode };

/** One figure of the dashboard: what it is, the number, and a line of context. Without a value it is a placeholder. */
export default function StatTile({ label, value, caption }: StatTileProps) {
  const isLoading = value === undefined;
  return (
    <Paper component="section" aria-label={label} aria-busy={isLoading} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
        {isLoading ? <Skeleton width="60%" /> : value}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ minHeight: '1.43em' }}>
        {isLoading ? <Skeleton width="80%" /> : caption}
      </Typography>
    </Paper>
  );
}
