import WorkOrdersPage from '@/components/assignments/pages/WorkOrdersPage';

export default function CustomerWorkOrdersPage() {
  return <WorkOrdersPage role="customer" />;
}
