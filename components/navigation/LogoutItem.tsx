'use client';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useSession } from 'next-auth/react';
import { useState } from 'react';
import { getLoginPath } from '@/constants';
import { performLogout } from '@/lib/performLogout';
import { selectRole } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** Logs out to the login page of the user's role (engineer login for an unknown role). */
export default function LogoutItem({ isCollapsed }: { isCollapsed: boolean }) {
  const dispatch = useAppDispatch();
  const { data: session } = useSession();
  const storedRole = useAppSelector(selectRole);
  const role = session?.user.role ?? storedRole;
  const [isLeaving, setIsLeaving] = useState(false);

  const onLogout = () => {
    setIsLeaving(true);
    void performLogout({ dispatch, destination: getLoginPath(role) });
  };

  return (
    <Tooltip title={isCollapsed ? 'Logout' : ''} placement="right">
      <ListItemButton
        onClick={onLogout}
        disabled={isLeaving}
        aria-label={isCollapsed ? 'Logout' : undefined}
        sx={{ mx: 1, mb: 1, py: 0.75, pl: 1.5, justifyContent: isCollapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 40, color: 'inherit' }}>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {!isCollapsed && <ListItemText primary="Logout" />}
      </ListItemButton>
    </Tooltip>
  );
}
