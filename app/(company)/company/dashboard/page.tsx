import DashboardPage from '@/components/dashboard/DashboardPage';

export default function CompanyDashboardPage() {
  return <DashboardPage role="company" />;
}
