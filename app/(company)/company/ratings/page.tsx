import RatingsPage from '@/components/ratings/RatingsPage';

export default function CompanyRatingsPage() {
  return <RatingsPage role="company" />;
}
