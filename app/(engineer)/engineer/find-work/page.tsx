import FindWorkPage from '@/components/find-work/FindWorkPage';

export default function FindWorkRoute() {
  return <FindWorkPage />;
}
