'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { ROLE_LABELS, type SignedInRole } from '@/constants';
import { selectUserDetails } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { DASHBOARD_CARDS } from './dashboardCards';

/** A greeting and shortcuts to the role's main pages. */
export default function RoleDashboard({ role }: { role: SignedInRole }) {
  const user = useAppSelector(selectUserDetails);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Welcome back{user.name ? `, ${user.name}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {ROLE_LABELS[role]} dashboard. Where would you like to start?
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {DASHBOARD_CARDS[role].map(({ title, description, href, icon: Icon }) => (
          <Card key={href}>
            <CardActionArea component={Link} href={href} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent>
                <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'secondary.light', mb: 2 }}>
                  <Icon />
                </Box>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
