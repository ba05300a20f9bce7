import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by engineers. */
export default function CustomerEngineerRatingsPage() {
  return <RatingListPage role="customer" commentedBy="engineer" />;
}
