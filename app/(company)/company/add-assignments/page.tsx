import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';

export default function CompanyAddAssignmentPage() {
  return <AddAssignmentPage role="company" />;
}
