'use client';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { CRASH_MESSAGE, CRASH_TITLE, DASHBOARD_PATHS, isSignedInRole } from '@/constants';

type ErrorPageProps = { error: unknown; retry: () => void };

/** What a thrown value says about itself: server errors carry only a digest that matches the server's log. */
const readDigest = (error: unknown) => (error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null);

/**
 * A page that crashed: the portal's error screen in its theme, the error logged, a retry of the
 * page, and a way home (the role's dashboard when signed in). Home is a full page load, so whatever
 * state broke the page starts again from scratch.
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const { data: session } = useSession();
  const role = session?.user.role;
  const home = isSignedInRole(role) ? DASHBOARD_PATHS[role] : '/';
  const digest = readDigest(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}
    >
      <ReportProblemOutlined aria-hidden sx={{ fontSize: 72, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1">
        {CRASH_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {CRASH_MESSAGE}
      </Typography>
      {digest && (
        <Typography variant="body2" color="text.secondary">
          Reference: {digest}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        <Button variant="contained" onClick={() => retry()}>
          Try again
        </Button>
        <Button variant="outlined" href={home}>
          Back to home
        </Button>
      </Box>
    </Box>
  );
}
