'use client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import InfoCard from '@/components/ui/InfoCard';
import type { RatingSummary } from '@/contracts/ratings';
import { describeRatingCount } from './RatingAverage';
import { starsLabel } from './ratingText';

/** How the viewer was rated: the average of the revealed ratings and how many there are of each star count. */
export default function RatingSummaryCard({ summary, counterparts }: { summary: RatingSummary; counterparts: string }) {
  const hasRatings = summary.average !== null && summary.count > 0;
  return (
    <InfoCard title="Your rating">
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ textAlign: 'center', minWidth: 140 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
            {hasRatings ? summary.average?.toFixed(1) : '—'}
          </Typography>
          <Rating value={summary.average ?? 0} precision={0.1} readOnly aria-label={hasRatings ? `Average ${summary.average?.toFixed(1)} of 5 stars` : 'Not rated yet'} />
          <Typography variant="body2" color="text.secondary">
            {hasRatings ? `from ${describeRatingCount(summary.count)}` : `No ${counterparts} have rated you yet`}
          </Typography>
        </Box>
        <Box component="ul" aria-label="Ratings by stars" sx={{ flex: 1, minWidth: 220, listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {summary.distribution.map(({ stars, count }) => (
            <Box component="li" key={stars} aria-label={`${starsLabel(stars)}: ${count}`} sx={{ display: 'grid', gridTemplateColumns: '3.5rem 1fr 2.5rem', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{stars} ★</Typography>
              <LinearProgress variant="determinate" value={summary.count === 0 ? 0 : (count / summary.count) * 100} color="warning" sx={{ height: 8, borderRadius: 4 }} aria-hidden />
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                {count}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </InfoCard>
  );
}
