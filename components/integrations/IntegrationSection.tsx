import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type IntegrationSectionProps = { title: string; description: string; action: ReactNode; children: ReactNode };

/** One titled card of the Integrations page, its main action on the right (below on phones). */
export default function IntegrationSection({ title, description, action, children }: IntegrationSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>{action}</Box>
      </Box>
      {children}
    </Paper>
  );
}
