import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** What is missing: "No templates yet". */
  title: string;
  /** How to make one, or why there is none. */
  description: ReactNode;
  icon?: ReactNode;
  /** A way out: the link or button that adds the first one. */
  action?: ReactNode;
  /** Vertical room, in theme spacing (more where it fills a whole page). */
  py?: number;
};

/** A list with nothing in it: a short title, a line on how to fill it, and optionally an icon and an action. */
export default function EmptyState({ title, description, icon, action, py = 4 }: EmptyStateProps) {
  return (
    <Box sx={{ py, px: 2, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
      {icon}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
