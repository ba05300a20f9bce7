import Box from '@mui/material/Box';
import LinkButton from '@/components/ui/LinkButton';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { LOGIN_PATHS } from '@/constants';
import BrandMark from '@/components/brand/BrandMark';

export default function HomeHeader() {
  return (
    <Box component="header" sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}>
      <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2.5 }}>
        <BrandMark tone="light" />
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LinkButton href={LOGIN_PATHS.field_engineer} sx={{ color: 'common.white' }}>
            Engineer sign in
          </LinkButton>
          <LinkButton href={LOGIN_PATHS.customer} sx={{ color: 'common.white' }}>
            Customer sign in
          </LinkButton>
          <LinkButton href={LOGIN_PATHS.company} variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.4)' }}>
            Company sign in
          </LinkButton>
        </Stack>
      </Container>
    </Box>
  );
}
