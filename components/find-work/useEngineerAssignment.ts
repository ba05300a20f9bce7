'use client';
import { useCallback, useEffect, useState } from 'react';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { getApiErrorMessage, getApiErrorStatus } from '@/services/apiErrors';

export type EngineerAssignmentState =
  | { status: 'loading' }
  | { status: 'ready'; details: EngineerAssignmentDetails }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

type Loader = (id: number) => Promise<EngineerAssignmentDetails>;

/** One work order as the engineer sees it; a 404 (gone, or not theirs to see) reads as not found. */
export function useEngineerAssignment(id: number, load: Loader): EngineerAssignmentState & { reload: () => Promise<void> } {
  const [state, setState] = useState<EngineerAssignmentState>({ status: 'loading' });

  const reload = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) {
      setState({ status: 'not-found' });
      return;
    }
    try {
      setState({ status: 'ready', details: await load(id) });
    } catch (error) {
      const status = getApiErrorStatus(error);
      setState(status === 404 || status === 400 ? { status: 'not-found' } : { status: 'failed', message: getApiErrorMessage(error) });
    }
  }, [id, load]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  return { ...state, reload };
}
