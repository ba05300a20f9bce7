'use client';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { skipToken } from '@reduxjs/toolkit/query';
import Link from 'next/link';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, NOTIFICATION_BADGE_MAX, NOTIFICATION_PATHS, type SignedInRole } from '@/constants';
import { useGetNotificationsQuery } from '@/store/api/notificationsApi';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The unread count as the badge shows it: up to 99, then 99+. */
export function formatBadgeCount(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

const FIRST_PAGE = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/** Bell with the unread count of the notifications list; loads it once the user is signed in. */
export default function NotificationBell({ role }: { role: SignedInRole }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Only the count: the bell need not re-render as the request goes from pending to done.
  const { unread } = useGetNotificationsQuery(isLoggedIn ? FIRST_PAGE : skipToken, { selectFromResult: ({ data }) => ({ unread: data?.unread_count ?? 0 }) });

  const label = unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : 'Notifications';
  return (
    <Tooltip title="Notifications">
      <IconButton component={Link} href={NOTIFICATION_PATHS[role]} aria-label={label} sx={{ color: 'inherit', flexShrink: 0 }}>
        {/* No content at 0: a hidden badge would still carry the text "0". */}
        <Badge badgeContent={unread || null} max={NOTIFICATION_BADGE_MAX} color="secondary">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
