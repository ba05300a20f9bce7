import EditAssignmentPage from '@/components/assignments/pages/EditAssignmentPage';

type Props = { params: Promise<{ id: string }> };

export default async function CompanyEditAssignmentPage({ params }: Props) {
  const { id } = await params;
  return <EditAssignmentPage role="company" id={Number(id)} />;
}
