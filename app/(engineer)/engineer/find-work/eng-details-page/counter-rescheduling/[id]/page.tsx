import CounterOfferPage from '@/components/find-work/CounterOfferPage';

export default async function CounterOfferRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CounterOfferPage id={Number(id)} />;
}
