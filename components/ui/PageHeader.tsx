import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: ReactNode; actions?: ReactNode };

/** A page's title line, with its main actions on the right (below it when they would squeeze the title). The title takes focus by script (not by Tab) when a new page or a finished action leaves focus nowhere. */
export default function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
      <Box sx={{ minWidth: 0, flex: { sm: '1 1 18rem' } }}>
        <Typography variant="h4" component="h1" tabIndex={-1} sx={{ overflowWrap: 'anywhere', '&:focus:not(:focus-visible)': { outline: 'none' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" component="div" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: '0 1 auto', minWidth: 0 }}>{actions}</Box>}
    </Box>
  );
}
