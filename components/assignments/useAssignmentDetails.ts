'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssignmentDetails } from '@/contracts/assignment';
import { getApiErrorMessage, getApiErrorStatus } from '@/services/apiErrors';
import { getAssignmentDetails } from '@/services/companyAssignments';

export type DetailsState =
  | { status: 'loading'; details: null }
  | { status: 'ready'; details: AssignmentDetails }
  | { status: 'not-found'; details: null }
  | { status: 'failed'; details: null; message: string };

type DetailsOptions = {
  includeCounterOfferData?: boolean;
  /** Runs with each answer before it is shown (e.g. to fill the draft for editing). */
  onLoad?: (details: AssignmentDetails) => void;
};

/** One work order of the company side; a 404 (missing or another company's) reads as not found. */
export function useAssignmentDetails(id: number, { includeCounterOfferData = false, onLoad }: DetailsOptions = {}) {
  const [state, setState] = useState<DetailsState>({ status: 'loading', details: null });
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  const load = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) {
      setState({ status: 'not-found', details: null });
      return;
    }
    try {
      const details = await getAssignmentDetails(id, includeCounterOfferData);
      onLoadRef.current?.(details);
      setState({ status: 'ready', details });
    } catch (error) {
      const status = getApiErrorStatus(error);
      if (status === 404 || status === 400) setState({ status: 'not-found', details: null });
      else setState({ status: 'failed', details: null, message: getApiErrorMessage(error) });
    }
  }, [id, includeCounterOfferData]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  return { ...state, reload: load };
}
