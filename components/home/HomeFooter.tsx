import { REGISTRATION_PATHS } from '@/constants';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import TextLink from '@/components/ui/TextLink';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATHS } from '@/constants';
import { slate } from '@/theme/palette';

const LINKS = [
  { label: 'Engineer sign in', href: LOGIN_PATHS.field_engineer },
  { label: 'Company sign in', href: LOGIN_PATHS.company },
  { label: 'Customer sign in', href: LOGIN_PATHS.customer },
  { label: 'Register as an engineer', href: REGISTRATION_PATHS.field_engineer },
  { label: 'Register a company', href: REGISTRATION_PATHS.company },
];

export default function HomeFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: slate[900], color: slate[300], py: 5 }}>
      <Container sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2">Service Portal: work orders, engineers, payments.</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          {LINKS.map((link) => (
            <TextLink key={link.href} href={link.href} variant="body2" sx={{ color: slate[200] }}>
              {link.label}
            </TextLink>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
