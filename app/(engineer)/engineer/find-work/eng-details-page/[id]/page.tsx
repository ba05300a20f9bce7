import FindWorkDetailsPage from '@/components/find-work/FindWorkDetailsPage';

export default async function FindWorkDetailsRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <FindWorkDetailsPage id={Number(id)} />;
}
