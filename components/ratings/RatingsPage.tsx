'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Link from 'next/link';
import { useState } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { readErrorMessage } from '@/store/api/errors';
import { RATING_QUERY_OPTIONS, useGetRatingSummaryQuery } from '@/store/api/ratingsApi';
import PendingRatingsCard from './PendingRatingsCard';
import RateDialog, { type RateTarget } from './RateDialog';
import RatingSummaryCard from './RatingSummaryCard';
import { describeRatingList, getRatingRoutes, toRatingViewer, type RatingRole } from './ratingText';

/** /…/ratings: how the viewer was rated, links to both lists, and the paid orders left to rate. */
export default function RatingsPage({ role }: { role: RatingRole }) {
  const viewer = toRatingViewer(role);
  const routes = getRatingRoutes(role);
  const summary = useGetRatingSummaryQuery(viewer, RATING_QUERY_OPTIONS);
  // The last order chosen keeps its words while the dialog closes.
  const [target, setTarget] = useState<RateTarget | null>(null);
  const [isRating, setIsRating] = useState(false);
  const counterparts = viewer === 'engineer' ? 'companies' : 'engineers';
  const received = viewer === 'engineer' ? 'company' : 'engineer';

  let body;
  if (!summary.currentData && summary.error) body = <LoadFailure message={readErrorMessage(summary.error)} onRetry={() => void summary.refetch()} />;
  else if (!summary.currentData) body = <Skeleton variant="rounded" height={220} aria-label="Loading ratings" />;
  else
    body = (
      <>
        <RatingSummaryCard summary={summary.currentData} counterparts={counterparts} />
        <PendingRatingsCard
          summary={summary.currentData}
          onRate={(next) => {
            setTarget(next);
            setIsRating(true);
          }}
        />
      </>
    );

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title="Ratings"
        subtitle={`After payment you and the ${viewer === 'engineer' ? 'company' : 'engineer'} rate each other. A rating stays hidden until both have rated, or until the reveal period ends.`}
        actions={
          <>
            <Button component={Link} href={routes.lists[received]} variant="outlined">
              {describeRatingList(viewer, received).title}
            </Button>
            <Button component={Link} href={routes.lists[viewer]} variant="outlined">
              {describeRatingList(viewer, viewer).title}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>{body}</Box>
      <RateDialog viewer={viewer} target={target} isOpen={isRating} onClose={() => setIsRating(false)} />
    </Box>
  );
}
