import NotFound from '@/components/not-found/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
