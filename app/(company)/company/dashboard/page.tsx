import RoleDashboard from '@/components/dashboard/RoleDashboard';

export default function CompanyDashboardPage() {
  return <RoleDashboard role="company" />;
}
