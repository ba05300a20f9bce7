import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by companies. */
export default function EngineerCompanyRatingsPage() {
  return <RatingListPage role="engineer" commentedBy="company" />;
}
