'use client';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import type { Notification } from '@/contracts/notifications';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/relativeTime';

type NotificationItemProps = { notification: Notification; now: number; onOpen: (notification: Notification) => void };

/** One notification: unread ones bold with a dot (and "Unread" for screen readers); opening it marks it read. */
export default function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const isUnread = !notification.is_read;
  const absolute = formatAbsoluteTime(notification.created_at);
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
        <Box
          aria-hidden
          data-testid={isUnread ? 'unread-dot' : undefined}
          sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', flexShrink: 0, bgcolor: isUnread ? 'secondary.main' : 'transparent' }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="p" sx={{ fontWeight: isUnread ? 700 : 400, overflowWrap: 'anywhere' }}>
            {isUnread && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
            {notification.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {notification.body}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.created_at} title={absolute}>
            {formatRelativeTime(notification.created_at, now)} · {absolute}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
