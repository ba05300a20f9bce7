'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import TextLink from '@/components/ui/TextLink';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import SearchField from '@/components/ui/SearchField';
import PagedTableFooter from '@/components/ui/PagedTableFooter';
import { usePagedSearch } from '@/components/ui/usePagedSearch';
import type { RatingSide } from '@/contracts/ratings';
import { readErrorMessage } from '@/store/api/errors';
import { RATING_QUERY_OPTIONS, useGetRatingsQuery } from '@/store/api/ratingsApi';
import RatingTable from './RatingTable';
import { describeRatingList, getRatingRoutes, isGivenList, toRatingViewer, type RatingRole } from './ratingText';

type RatingListPageProps = { role: RatingRole; commentedBy: RatingSide };

/** …/ratings/eng-rating-list and …/com-rating-list: ratings written by engineers or by the company side, searched and paged. */
function RatingListPageContent({ role, commentedBy }: RatingListPageProps) {
  const viewer = toRatingViewer(role);
  const text = describeRatingList(viewer, commentedBy);
  const paging = usePagedSearch();
  const { page, perPage, search } = paging;
  const list = useGetRatingsQuery({ viewer, commentedBy, page, per_page: perPage, search }, RATING_QUERY_OPTIONS);

  const rows = list.isError ? [] : (list.currentData?.data ?? null);
  const isEmpty = rows !== null && rows.length === 0 && !list.isError;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <TextLink href={getRatingRoutes(role).ratings} variant="body2">
        ← Ratings
      </TextLink>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Paper variant="outlined">
        <Box sx={{ p: 2, pb: 1 }}>
          <SearchField placeholder={`Work order, ${text.counterpartLabel.toLowerCase()} or comment`} value={paging.searchText} onChange={paging.setSearchText} />
        </Box>
        {list.isError && (
          <Box sx={{ m: 2 }}>
            <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />
          </Box>
        )}
        {isEmpty ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {search ? 'No ratings match' : 'No ratings yet'}
            </Typography>
            <Typography color="text.secondary">{search ? 'Try another work order, name or word.' : text.empty}</Typography>
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <RatingTable viewer={viewer} rows={rows} counterpartLabel={text.counterpartLabel} isGiven={isGivenList(viewer, commentedBy)} skeletonRows={Math.min(perPage, 5)} />
          </Box>
        )}
        <PagedTableFooter count={list.data?.total_count ?? 0} paging={paging} />
      </Paper>
    </Box>
  );
}

// useSearchParams (the list's page and search live in the address) needs a Suspense boundary above it.
export default function RatingListPage(props: RatingListPageProps) {
  return (
    <Suspense>
      <RatingListPageContent {...props} />
    </Suspense>
  );
}
