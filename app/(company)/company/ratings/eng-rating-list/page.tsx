import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by engineers. */
export default function CompanyEngineerRatingsPage() {
  return <RatingListPage role="company" commentedBy="engineer" />;
}
