import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/ui/visuallyHidden';

const CONTENT_ROWS = 5;

/** A page's heading and rows as placeholders, announced as loading: the frame's main area before its page is there. */
export default function ContentSkeleton() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        Loading your page…
      </Box>
      <Skeleton variant="text" width={260} sx={{ fontSize: '2rem', mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      {Array.from({ length: CONTENT_ROWS }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
