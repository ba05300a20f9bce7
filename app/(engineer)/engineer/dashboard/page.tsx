import DashboardPage from '@/components/dashboard/DashboardPage';

export default function EngineerDashboardPage() {
  return <DashboardPage role="field_engineer" />;
}
