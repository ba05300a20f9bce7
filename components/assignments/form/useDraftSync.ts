'use client';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AssignmentFormValues } from '@/contracts/assignment';
import { mergeDraft } from '@/store/draftAssignmentSlice';
import { useAppDispatch } from '@/store/hooks';
import { formValuesToDraft } from './draftValues';

/** How long typing must pause before the draft is written to the (persisted) store. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the stored draft in step with the form, so a reload does not lose what was typed.
 * Returns `stop`, for when the draft has been sent or reset and must not be written again.
 */
export function useDraftSync(form: UseFormReturn<AssignmentFormValues>): { stop: () => void } {
  const dispatch = useAppDispatch();
  const { watch, getValues } = form;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const save = () => {
      timer.current = null;
      dispatch(mergeDraft(formValuesToDraft(getValues())));
    };
    const subscription = watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the page mid-pause still keeps the last keystrokes.
      if (timer.current) {
        clearTimeout(timer.current);
        save();
      }
    };
  }, [dispatch, watch, getValues]);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  return { stop };
}
