import { REGISTRATION_PATHS } from '@/constants';
import Box from '@mui/material/Box';
import LinkButton from '@/components/ui/LinkButton';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cyan, slate } from '@/theme/palette';

const LIFECYCLE = ['Posted', 'Assigned', 'Checked in', 'Delivered', 'Approved', 'Paid'];

export default function HomeHero() {
  return (
    <Box sx={{ color: 'common.white', background: `radial-gradient(1200px 500px at 80% -10%, ${slate[600]} 0%, transparent 60%), linear-gradient(180deg, ${slate[900]} 0%, ${slate[800]} 100%)` }}>
      <Container sx={{ pt: { xs: 14, md: 20 }, pb: { xs: 10, md: 14 } }}>
        <Typography variant="overline" sx={{ color: cyan.light, letterSpacing: 2 }}>
          The field-service marketplace
        </Typography>
        <Typography variant="h2" component="h1" sx={{ maxWidth: 760, fontSize: { xs: '2.4rem', md: '3.6rem' }, mt: 1 }}>
          Field service work, from posting to payment.
        </Typography>
        <Typography sx={{ maxWidth: 620, mt: 3, fontSize: '1.15rem', color: slate[300] }}>
          Companies post work orders and pick the right engineer. Field engineers find jobs near them, check in on site,
          hand in their deliverables and get paid. Everyone rates everyone.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          <LinkButton href={REGISTRATION_PATHS.company} variant="contained" color="secondary" size="large">
            Post work as a company
          </LinkButton>
          <LinkButton href={REGISTRATION_PATHS.field_engineer} variant="outlined" size="large" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' }}>
            Find work as an engineer
          </LinkButton>
        </Stack>
        <Stack direction="row" sx={{ mt: 8, flexWrap: 'wrap', gap: 1 }} aria-label="A work order's life">
          {LIFECYCLE.map((stage, index) => (
            <Typography key={stage} variant="body2" sx={{ px: 1.5, py: 0.5, borderRadius: 999, border: 1, borderColor: index === LIFECYCLE.length - 1 ? cyan.main : slate[600], color: index === LIFECYCLE.length - 1 ? cyan.light : slate[300] }}>
              {stage}
            </Typography>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
