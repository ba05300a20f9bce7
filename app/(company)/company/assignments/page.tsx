import WorkOrdersPage from '@/components/assignments/pages/WorkOrdersPage';

export default function CompanyWorkOrdersPage() {
  return <WorkOrdersPage role="company" />;
}
