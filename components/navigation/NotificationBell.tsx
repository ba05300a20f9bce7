'use client';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Link from 'next/link';
import { useEffect } from 'react';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, NOTIFICATION_BADGE_MAX, type SignedInRole } from '@/constants';
import { selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchNotifications, selectUnreadCount } from '@/store/notificationsSlice';
import { NOTIFICATION_PATHS } from '@/constants';

/** The unread count as the badge shows it: up to 99, then 99+. */
export function formatBadgeCount(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** Bell with the unread count; loads the notifications once the user's token is known. */
export default function NotificationBell({ role }: { role: SignedInRole }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const unread = useAppSelector(selectUnreadCount);

  useEffect(() => {
    if (token) void dispatch(fetchNotifications({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE }));
  }, [dispatch, token]);

  const label = unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : 'Notifications';
  return (
    <Tooltip title="Notifications">
      <IconButton component={Link} href={NOTIFICATION_PATHS[role]} aria-label={label} sx={{ color: 'inherit', flexShrink: 0 }}>
        <Badge badgeContent={unread} max={NOTIFICATION_BADGE_MAX} color="secondary">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
