import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by engineers. */
export default function EngineerEngineerRatingsPage() {
  return <RatingListPage role="engineer" commentedBy="engineer" />;
}
