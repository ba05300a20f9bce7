import StarRounded from '@mui/icons-material/StarRounded';
import Typography from '@mui/material/Typography';

type RatingAverageProps = { average: number | null; count: number; label?: string };

export const describeRatingCount = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** One line: a star, the average to one decimal and how many ratings it stands on, or that there are none yet. */
export default function RatingAverage({ average, count, label = 'Rating' }: RatingAverageProps) {
  const text = average === null || count === 0 ? 'No ratings yet' : `${average.toFixed(1)} (${describeRatingCount(count)})`;
  return (
    <Typography variant="body2" color="text.secondary" aria-label={`${label}: ${text}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <StarRounded fontSize="small" sx={{ color: count === 0 ? 'action.disabled' : 'warning.main' }} aria-hidden />
      <span>{text}</span>
    </Typography>
  );
}
