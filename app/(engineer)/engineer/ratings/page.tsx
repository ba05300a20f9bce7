import RatingsPage from '@/components/ratings/RatingsPage';

export default function EngineerRatingsPage() {
  return <RatingsPage role="engineer" />;
}
