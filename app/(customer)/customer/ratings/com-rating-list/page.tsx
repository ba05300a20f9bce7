import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by companies. */
export default function CustomerCompanyRatingsPage() {
  return <RatingListPage role="customer" commentedBy="company" />;
}
