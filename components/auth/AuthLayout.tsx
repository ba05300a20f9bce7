import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import BrandMark from '@/components/brand/BrandMark';
import { slate } from '@/theme/palette';

type AuthLayoutProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The frame of the sign-in, registration and password pages: a brand panel and a form card. */
export default function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: 'common.white',
          background: `linear-gradient(160deg, ${slate[900]} 0%, ${slate[700]} 100%)`,
        }}
      >
        <BrandMark tone="light" />
        <Box>
          <Typography variant="h4" component="p" sx={{ mb: 2 }}>
            Field service work, from posting to payment.
          </Typography>
          <Typography sx={{ color: slate[300] }}>
            Companies post work orders. Field engineers find them, do the job and get paid. Both sides rate each other.
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: slate[400] }}>
          One place for work orders, schedules, check-ins, deliverables and payments.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
            <BrandMark />
          </Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>{children}</Box>
          {footer && (
            <Stack spacing={1} sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              {footer}
            </Stack>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
