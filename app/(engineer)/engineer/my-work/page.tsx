import MyWorkPage from '@/components/my-work/MyWorkPage';

export default function MyWorkRoute() {
  return <MyWorkPage />;
}
