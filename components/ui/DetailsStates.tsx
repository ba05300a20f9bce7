import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LinkButton from './LinkButton';
import NotFoundIllustration from './NotFoundIllustration';
import { NOT_FOUND_MESSAGE } from '@/constants';

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

/**
 * A record that is missing or not this user's, inside their area: the not-found sentence
 * with its illustration, while the side navigation stays, and a way back to the list.
 */
export function DetailsNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, textAlign: 'center', py: 6 }}>
      <NotFoundIllustration />
      <Typography variant="h6" component="h1" color="text.secondary">
        {NOT_FOUND_MESSAGE}
      </Typography>
      <LinkButton href={backHref} variant="contained">
        {backLabel}
      </LinkButton>
    </Box>
  );
}
