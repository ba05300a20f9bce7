import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';

export default function CustomerAddAssignmentPage() {
  return <AddAssignmentPage role="customer" />;
}
