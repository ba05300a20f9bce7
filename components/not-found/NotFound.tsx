import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_MESSAGE } from '@/constants';
import NotFoundIllustration from '@/components/ui/NotFoundIllustration';

/** The not-found screen: an illustration and one sentence, its heading, and nothing else. */
export default function NotFound() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 3, textAlign: 'center' }}
    >
      <NotFoundIllustration />
      <Typography variant="h6" component="h1" color="text.secondary">
        {NOT_FOUND_MESSAGE}
      </Typography>
    </Box>
  );
}
