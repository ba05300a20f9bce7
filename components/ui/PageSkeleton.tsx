import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * A page's shape while the next page of a signed-in area is on its way: a title and two blocks.
 * Nothing in it takes focus or is a heading, so focus waits for the page's own <h1>.
 */
export default function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the page">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" width="25%" />
      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}
