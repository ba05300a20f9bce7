'use client';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import type { PartState } from './useProfilePart';

type PartBodyProps<T> = { state: PartState<T>; onRetry: () => void; rows?: number; children: (data: T) => ReactNode };

/** A profile part's content once loaded; skeleton lines while it loads, a retry when it failed. */
export default function PartBody<T>({ state, onRetry, rows = 3, children }: PartBodyProps<T>) {
  if (state.status === 'loading') {
    return (
      <Stack spacing={1} sx={{ mt: 2 }} aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack sx={{ mt: 2 }}>
        <LoadFailure message={state.message} onRetry={onRetry} />
      </Stack>
    );
  }
  return <>{children(state.data)}</>;
}
