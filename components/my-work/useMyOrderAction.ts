'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ENGINEER_ROUTES } from '@/constants';
import {
  useCheckInMutation,
  useCheckOutMutation,
  useCompleteAssignmentMutation,
  useConfirmScheduleMutation,
  useLeaveAssignmentMutation,
  useSubmitDeliverablesMutation,
} from '@/store/api/engineerWorkApi';
import type { MyOrderAction } from './orderActionText';
import { readBrowserPosition } from './readBrowserPosition';

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
  const isBusy = isLocating || [leaving, confirming, checkingIn, checkingOut, submitting, completing].some((state) => state.isLoading);

  const checkInOrOut = async (send: typeof checkIn) => {
    setIsLocating(true);
    const position = await readBrowserPosition().finally(() => setIsLocating(false));
    const message = await send({ assignmentId, position }).unwrap();
    return `${message} ${describePosition(position !== null)}`;
  };

  const perform = (action: MyOrderAction): Promise<string> => {
    switch (action) {
      case 'confirmSchedule':
        return confirmSchedule(assignmentId).unwrap();
      case 'checkIn':
        return checkInOrOut(checkIn);
      case 'checkOut':
        return checkInOrOut(checkOut);
      case 'addDeliverables':
        return submitDeliverables(assignmentId).unwrap();
      case 'complete':
        return complete(assignmentId).unwrap();
      case 'withdraw':
      case 'leave':
        return leave(assignmentId).unwrap();
    }
  };

  const run = async (action: MyOrderAction): Promise<boolean> => {
    try {
      toast.success(await perform(action));
    } catch {
      return false;
    }
    // Back to the list: a withdrawn order leaves it, a left one shows as cancelled there.
    if (action === 'withdraw' || action === 'leave') router.push(ENGINEER_ROUTES.myWork);
    return true;
  };

  return { run, isBusy, isLocating };
}
