import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LinkButton from '@/components/navigation/LinkButton';

/** The details page's shape while it loads. */
export function DetailsSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the work order">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="text" width="30%" />
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}

/** A work order the engineer may not (or no longer) see. */
export function DetailsNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1">
        This work order is not available
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        It may have been assigned to someone else, cancelled or removed.
      </Typography>
      <LinkButton href={backHref} variant="contained">
        {backLabel}
      </LinkButton>
    </Box>
  );
}
