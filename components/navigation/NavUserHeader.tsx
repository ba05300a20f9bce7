'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SignedInRole } from '@/constants';
import { ROLE_LABELS } from '@/constants';
import { selectUserDetails } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import NotificationBell from './NotificationBell';
import UserAvatar from '@/components/ui/UserAvatar';

/** Greeting, picture and notification bell at the top of the side navigation. */
export default function NavUserHeader({ role, isCollapsed }: { role: SignedInRole; isCollapsed: boolean }) {
  const user = useAppSelector(selectUserDetails);
  return (
    <Box sx={{ display: 'flex', flexDirection: isCollapsed ? 'column' : 'row', alignItems: 'center', gap: 1.5, pl: isCollapsed ? 1 : 2, pr: isCollapsed ? 1 : 2.5, py: 2 }}>
      <UserAvatar name={user.name} picture={user.profile_picture} size={isCollapsed ? 36 : 44} />
      {!isCollapsed && (
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            Hello, {user.name}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.7 }} noWrap>
            {ROLE_LABELS[role]}
          </Typography>
        </Box>
      )}
      <NotificationBell role={role} />
    </Box>
  );
}
