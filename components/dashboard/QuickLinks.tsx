'use client';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { SignedInRole } from '@/constants';
import { DASHBOARD_CARDS } from './dashboardCards';

/** Shortcuts to the role's main pages. */
export default function QuickLinks({ role }: { role: SignedInRole }) {
  return (
    <Paper component="section" aria-label="Quick links" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Quick links
      </Typography>
      <List dense disablePadding>
        {DASHBOARD_CARDS[role].map(({ title, description, href, icon: Icon }) => (
          <ListItem key={href} disablePadding>
            <ListItemButton component={Link} href={href}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon color="primary" />
              </ListItemIcon>
              <ListItemText primary={title} secondary={description} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
