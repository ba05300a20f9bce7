import MyWorkDetailsPage from '@/components/my-work/MyWorkDetailsPage';

export default async function MyWorkDetailsRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MyWorkDetailsPage id={Number(id)} />;
}
