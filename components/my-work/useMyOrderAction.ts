'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ENGINEER_ROUTES } from '@/constants';
import { useRunOrQueue } from '@/components/offline/useRunOrQueue';
import {
  useCheckInMutation,
  useCheckOutMutation,
  useCompleteAssignmentMutation,
  useConfirmScheduleMutation,
  useLeaveAssignmentMutation,
  useSubmitDeliverablesMutation,
} from '@/store/api/engineerWorkApi';
import { onSiteRequests } from '@/store/api/onSiteRequests';
import type { MyOrderAction } from './orderActionText';
import { readBrowserPosition } from './readBrowserPosition';
import type { BrowserPosition } from '@/store/api/engineerWorkApi';
import type { SentOnce } from '@/store/api/baseApi';

/** What the toast adds after check-in or check-out: whether the position went with it. */
const describePosition = (isRecorded: boolean) =>
  isRecorded ? 'Your position was recorded.' : 'Your position was not recorded: the browser did not share it.';

/**
 * Runs one of the My Work page's actions on an order and toasts what happened; answers whether
 * it went through. Failures are toasted by the API client with the server's words (e.g. a 409
 * when the company side moved the order meanwhile).
 */
export function useMyOrderAction(assignmentId: number) {
  const router = useRouter();
  const [isLocating, setIsLocating] = useState(false);
  const [leave, leaving] = useLeaveAssignmentMutation();
  const [confirmSchedule, confirming] = useConfirmScheduleMutation();
  const [checkIn, checkingIn] = useCheckInMutation();
  const [checkOut, checkingOut] = useCheckOutMutation();
  const [submitDeliverables, submitting] = useSubmitDeliverablesMutation();
  const [complete, completing] = useCompleteAssignmentMutation();
  const runOrQueue = useRunOrQueue();
  const isBusy = isLocating || [leaving, confirming, checkingIn, checkingOut, submitting, completing].some((state) => state.isLoading);

  /** Answers the toast text: the server's, or that the step was kept on the phone for later. */
  const runOrKeep = async (online: (once?: SentOnce) => Promise<string>, kind: 'checkIn' | 'checkOut' | 'handIn' | 'complete', request: ReturnType<typeof onSiteRequests.complete>, position?: BrowserPosition | null) => {
    const run = await runOrQueue(online, { kind, orderId: assignmentId, request, position });
    return run.isQueued ? null : run.result;
  };

  const checkInOrOut = async (kind: 'checkIn' | 'checkOut') => {
    setIsLocating(true);
    const position = await readBrowserPosition().finally(() => setIsLocating(false));
    const send = kind === 'checkIn' ? checkIn : checkOut;
    const message = await runOrKeep((once) => send({ assignmentId, position, once }).unwrap(), kind, onSiteRequests[kind](assignmentId, position), position);
    return message === null ? null : `${message} ${describePosition(position !== null)}`;
  };

  /** The toast text, or null when the step was queued (the queue has said so). */
  const perform = (action: MyOrderAction): Promise<string | null> => {
    switch (action) {
      case 'confirmSchedule':
        return confirmSchedule(assignmentId).unwrap();
      case 'checkIn':
      case 'checkOut':
        return checkInOrOut(action);
      case 'addDeliverables':
        return runOrKeep((once) => submitDeliverables({ assignmentId, once }).unwrap(), 'handIn', onSiteRequests.handIn(assignmentId));
      case 'complete':
        return runOrKeep((once) => complete({ assignmentId, once }).unwrap(), 'complete', onSiteRequests.complete(assignmentId));
      case 'withdraw':
      case 'leave':
        return leave(assignmentId).unwrap();
    }
  };

  const run = async (action: MyOrderAction): Promise<boolean> => {
    try {
      const message = await perform(action);
      if (message !== null) toast.success(message);
    } catch {
      return false;
    }
    // Back to the list: a withdrawn order leaves it, a left one shows as cancelled there.
    if (action === 'withdraw' || action === 'leave') router.push(ENGINEER_ROUTES.myWork);
    return true;
  };

  return { run, isBusy, isLocating };
}
