import AssignmentDetailsPage from '@/components/assignments/pages/AssignmentDetailsPage';

type Props = { params: Promise<{ id: string }> };

export default async function CompanyAssignmentDetailsPage({ params }: Props) {
  const { id } = await params;
  return <AssignmentDetailsPage role="company" id={Number(id)} />;
}
