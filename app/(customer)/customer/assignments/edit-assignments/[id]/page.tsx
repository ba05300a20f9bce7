import EditAssignmentPage from '@/components/assignments/pages/EditAssignmentPage';

type Props = { params: Promise<{ id: string }> };

export default async function CustomerEditAssignmentPage({ params }: Props) {
  const { id } = await params;
  return <EditAssignmentPage role="customer" id={Number(id)} />;
}
