import NotificationsPage from '@/components/notifications/NotificationsPage';

export default function CompanyNotificationsPage() {
  return <NotificationsPage />;
}
