import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/formatters';
import type { Rating as RatingRow } from '@/contracts/ratings';
import { starsLabel } from './ratingText';

type GivenRatingProps = { heading: string; rating: RatingRow; note?: string };

/** One rating on an order's details: whose, the stars, the comment and when. */
export default function GivenRating({ heading, rating, note }: GivenRatingProps) {
  return (
    <Box component="figure" aria-label={heading} sx={{ m: 0 }}>
      <Typography variant="body2" component="figcaption" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating value={rating.stars} readOnly size="small" aria-label={starsLabel(rating.stars)} />
        <Typography variant="body2" color="text.secondary">
          {rating.author_name} · {formatDate(rating.created_at)}
        </Typography>
      </Box>
      {rating.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {rating.comment}
        </Typography>
      )}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
