import RatingListPage from '@/components/ratings/RatingListPage';

/** Ratings commented by companies. */
export default function CompanyCompanyRatingsPage() {
  return <RatingListPage role="company" commentedBy="company" />;
}
