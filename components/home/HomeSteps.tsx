import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { slate } from '@/theme/palette';

const STEPS = [
  { title: 'Post', text: 'A company or customer describes the job, where and when it happens, and what it pays.' },
  { title: 'Match', text: 'Engineers apply or counter-offer; the company assigns one and both confirm the schedule.' },
  { title: 'Work', text: 'The engineer checks in and out on site and hands in the deliverables and expenses.' },
  { title: 'Close', text: 'The company approves, records the payment, and both sides rate each other.' },
];

export default function HomeSteps() {
  return (
    <Box sx={{ bgcolor: slate[100], py: { xs: 8, md: 12 } }}>
      <Container>
        <Typography variant="h4" component="h2" sx={{ textAlign: 'center' }}>
          How a work order runs
        </Typography>
        <Box component="ol" sx={{ display: 'grid', gap: 3, mt: 6, p: 0, listStyle: 'none', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title}>
              <Typography sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'secondary.light', fontWeight: 700 }}>
                {index + 1}
              </Typography>
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {step.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
