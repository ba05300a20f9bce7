import RoleDashboard from '@/components/dashboard/RoleDashboard';

export default function EngineerDashboardPage() {
  return <RoleDashboard role="field_engineer" />;
}
