'use client';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EngineerProfile } from '@/contracts/engineerProfile';
import { sectionAnchor } from './sectionAnchors';

type CompletenessCardProps = { completeness: EngineerProfile['completeness'] };

/** How complete the profile is, as the API counts it, and links to the parts still missing. */
export default function CompletenessCard({ completeness: { percent, missing } }: CompletenessCardProps) {
  const isComplete = missing.length === 0;
  return (
    <Paper component="section" aria-labelledby="profile-completeness" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id="profile-completeness" variant="h6" component="h2">
          Profile completeness
        </Typography>
        <Typography variant="h5" component="p" color={isComplete ? 'success.main' : 'text.primary'}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={isComplete ? 'success' : 'secondary'}
        aria-label="Profile completeness"
        sx={{ mt: 1.5, height: 10, borderRadius: 5 }}
      />
      {isComplete ? (
        <Typography sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }} color="success.main">
          <CheckCircleOutline fontSize="small" /> Your profile is complete. Companies see everything they need.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            A complete profile is more likely to be chosen. Still missing:
          </Typography>
          <Box component="ul" aria-label="Missing from your profile" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {missing.map((label) => (
              <li key={label}>
                <Chip label={label} component="a" href={`#${sectionAnchor(label)}`} clickable variant="outlined" size="small" />
              </li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
