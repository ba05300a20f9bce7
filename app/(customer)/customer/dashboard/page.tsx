import DashboardPage from '@/components/dashboard/DashboardPage';

export default function CustomerDashboardPage() {
  return <DashboardPage role="customer" />;
}
