import NotificationsPage from '@/components/notifications/NotificationsPage';

export default function CustomerNotificationsPage() {
  return <NotificationsPage />;
}
