import RatingsPage from '@/components/ratings/RatingsPage';

export default function CustomerRatingsPage() {
  return <RatingsPage role="customer" />;
}
