import RoleDashboard from '@/components/dashboard/RoleDashboard';

export default function CustomerDashboardPage() {
  return <RoleDashboard role="customer" />;
}
