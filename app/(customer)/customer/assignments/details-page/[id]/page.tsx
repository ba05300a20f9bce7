import AssignmentDetailsPage from '@/components/assignments/pages/AssignmentDetailsPage';

type Props = { params: Promise<{ id: string }> };

export default async function CustomerAssignmentDetailsPage({ params }: Props) {
  const { id } = await params;
  return <AssignmentDetailsPage role="customer" id={Number(id)} />;
}
