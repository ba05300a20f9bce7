import NotificationsPage from '@/components/notifications/NotificationsPage';

export default function EngineerNotificationsPage() {
  return <NotificationsPage />;
}
