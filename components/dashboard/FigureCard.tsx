'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import { readErrorMessage } from '@/store/api/errors';

/** What a figure card needs of an RTK Query result. */
export type FigureQuery<T> = { currentData?: T; error?: unknown; refetch: () => unknown };

type FigureCardProps<T> = {
  title: string;
  query: FigureQuery<T>;
  /** True when the answer has nothing to draw: the card says so instead of drawing an empty chart. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** A line under the title once the data is there (e.g. the year's total). */
  summary?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
  skeletonHeight?: number;
};

/** A titled dashboard card that loads (skeleton), fails (with a retry), is empty, or shows its figure. */
export default function FigureCard<T>({ title, query, isEmpty, emptyText, summary, children, skeletonHeight = 260 }: FigureCardProps<T>) {
  const data = query.currentData;
  let body: ReactNode;
  if (!data && query.error) {
    body = <LoadFailure message={readErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <Skeleton variant="rounded" height={skeletonHeight} aria-label={`Loading ${title.toLowerCase()}`} />;
  } else if (isEmpty(data)) {
    body = (
      <Box sx={{ minHeight: skeletonHeight, display: 'grid', placeItems: 'center', textAlign: 'center', color: 'text.secondary', px: 2 }}>
        <Typography>{emptyText}</Typography>
      </Box>
    );
  } else {
    body = children(data);
  }

  return (
    <Paper component="section" aria-label={title} aria-busy={!data && !query.error} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2, minHeight: '1.43em' }}>
        {data && summary ? summary(data) : null}
      </Typography>
      {body}
    </Paper>
  );
}
