'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '@/lib/formatters';
import InfoCard from '@/components/ui/InfoCard';
import LoadFailure from '@/components/ui/LoadFailure';
import { ASSIGNMENT_STATUS } from '@/constants';
import type { OrderRating } from '@/contracts/ratings';
import { readErrorMessage } from '@/store/api/errors';
import { RATING_QUERY_OPTIONS, useGetOrderRatingQuery, type RatingViewer } from '@/store/api/ratingsApi';
import GivenRating from './GivenRating';
import RateDialog from './RateDialog';

type RateOrderCardProps = { viewer: RatingViewer; assignmentId: number; title: string; status: number };

/** On a paid order's details: rate the other side once, then see my rating and theirs once it is revealed. */
export default function RateOrderCard({ viewer, assignmentId, title, status }: RateOrderCardProps) {
  const isPaid = status === ASSIGNMENT_STATUS.PAID;
  const ratings = useGetOrderRatingQuery({ viewer, assignmentId }, { ...RATING_QUERY_OPTIONS, skip: !isPaid });
  const [isRating, setIsRating] = useState(false);
  if (!isPaid) return null;

  let body;
  if (!ratings.currentData && ratings.error) body = <LoadFailure message={readErrorMessage(ratings.error)} onRetry={() => void ratings.refetch()} />;
  else if (!ratings.currentData) body = <Skeleton variant="rounded" height={72} aria-label="Loading ratings" />;
  else body = <OrderRatings data={ratings.currentData} onRate={() => setIsRating(true)} />;

  const name = ratings.currentData?.counterpart_name ?? '';
  return (
    <InfoCard title="Rating">
      {body}
      <RateDialog viewer={viewer} target={{ assignmentId, title, counterpartName: name }} isOpen={isRating} onClose={() => setIsRating(false)} />
    </InfoCard>
  );
}

function OrderRatings({ data, onRate }: { data: OrderRating; onRate: () => void }) {
  const { mine, theirs, counterpart_name: name } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.can_rate && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            The work is paid. How was working with {name}? {name} sees your rating once they have rated you too, or when the reveal period ends.
          </Typography>
          <Button variant="contained" onClick={onRate}>
            Rate {name}
          </Button>
        </Box>
      )}
      {mine && <GivenRating heading="Your rating" rating={mine} note={!mine.is_revealed ? `Hidden from ${name} until ${formatDate(mine.visible_at)}, or until they rate you.` : undefined} />}
      {theirs && <GivenRating heading={`${name}’s rating of you`} rating={theirs} />}
      {mine && !theirs && (
        <Typography variant="body2" color="text.secondary">
          {name} has not rated you yet.
        </Typography>
      )}
    </Box>
  );
}
