'use client';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import type { Notification } from '@/contracts/notifications';
import NotificationItem from './NotificationItem';

type NotificationListProps = {
  /** null while the page loads: a skeleton of `skeletonRows`. */
  rows: Notification[] | null;
  skeletonRows: number;
  now: number;
  onOpen: (notification: Notification) => void;
};

/** A page of notifications, newest first. */
export default function NotificationList({ rows, skeletonRows, now, onOpen }: NotificationListProps) {
  if (rows === null) {
    return (
      <List aria-label="Loading notifications" aria-busy="true" disablePadding>
        {Array.from({ length: skeletonRows }, (_unused, index) => (
          <ListItem key={index} divider sx={{ display: 'block', py: 1.5 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
            <Skeleton width="25%" />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <List aria-label="Notifications" disablePadding>
      {rows.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
      ))}
    </List>
  );
}
