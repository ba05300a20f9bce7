import { REGISTRATION_PATHS } from '@/constants';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinkButton from '@/components/ui/LinkButton';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATHS } from '@/constants';

const AUDIENCES = [
  {
    title: 'For companies and their customers',
    points: [
      'Post work orders with location, schedule, pay and the deliverables you need.',
      'Compare the engineers who apply, accept a counter-offer, assign and confirm.',
      'See check-ins, check-outs, deliverables and expenses as they happen.',
      'Approve the work or send it back for correction, record payment, rate the engineer.',
      'Add customer users for your own clients and block them when needed.',
    ],
    actions: [
      { label: 'Register a company', href: REGISTRATION_PATHS.company, variant: 'contained' as const },
      { label: 'Company sign in', href: LOGIN_PATHS.company, variant: 'text' as const },
      { label: 'Customer sign in', href: LOGIN_PATHS.customer, variant: 'text' as const },
    ],
  },
  {
    title: 'For field engineers',
    points: [
      'Find open work orders and apply, or counter-offer on pay and schedule.',
      'Confirm your schedule, check in on site and check out when you leave.',
      'Hand in deliverables and expenses from the job.',
      'Get approved, get paid, and build your rating with every job.',
      'Keep one profile: skills, languages, documents, rates and working hours.',
    ],
    actions: [
      { label: 'Register as an engineer', href: REGISTRATION_PATHS.field_engineer, variant: 'contained' as const },
      { label: 'Engineer sign in', href: LOGIN_PATHS.field_engineer, variant: 'text' as const },
    ],
  },
];

export default function HomeAudiences() {
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <Typography variant="h4" component="h2" sx={{ textAlign: 'center' }}>
        One portal, both sides of the job
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, mt: 6, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {AUDIENCES.map((audience) => (
          <Card key={audience.title}>
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h3">
                {audience.title}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 4 }}>
                {audience.points.map((point) => (
                  <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5 }}>
                    <CheckCircleOutline fontSize="small" sx={{ color: 'secondary.dark', mt: 0.25 }} />
                    <Typography color="text.secondary">{point}</Typography>
                  </Box>
                ))}
              </Stack>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {audience.actions.map((action) => (
                  <LinkButton key={action.href} href={action.href} variant={action.variant}>
                    {action.label}
                  </LinkButton>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
