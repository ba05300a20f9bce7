import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_MESSAGE } from '@/constants';
import NotFoundIllustration from './NotFoundIllustration';

/** The not-found screen: an illustration and one sentence, nothing else (spec section 2). */
export default function NotFound() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 3, textAlign: 'center' }}
    >
      <NotFoundIllustration />
      <Typography variant="h6" component="p" color="text.secondary">
        {NOT_FOUND_MESSAGE}
      </Typography>
    </Box>
  );
}
