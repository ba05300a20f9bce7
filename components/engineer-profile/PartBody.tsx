'use client';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import { readErrorMessage } from '@/store/api/errors';

/** What PartBody needs of a query hook's result. */
export type PartQuery<T> = { data?: T; isError: boolean; error?: unknown; refetch: () => unknown };

type PartBodyProps<T> = { query: PartQuery<T>; rows?: number; children: (data: T) => ReactNode };

/**
 * A profile part's content once loaded; skeleton lines while it loads, a retry when it failed.
 * Data already shown stays while the part fetches again (a failed refetch is toasted by the client).
 */
export default function PartBody<T>({ query, rows = 3, children }: PartBodyProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Stack sx={{ mt: 2 }}>
        <LoadFailure message={readErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}
