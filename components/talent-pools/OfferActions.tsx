'use client';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useRouter } from 'next/navigation';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { ENGINEER_ROUTES } from '@/constants';
import { useAcceptOfferMutation, useDeclineOfferMutation } from '@/store/api/talentPoolsApi';

/** Accept (the order is assigned to the engineer, who goes to it in My Work) or Decline (after confirming: it opens to everyone). */
export default function OfferActions({ assignmentId }: { assignmentId: number }) {
  const router = useRouter();
  const [acceptOffer, { isLoading: isAccepting }] = useAcceptOfferMutation();
  const [declineOffer, { isLoading: isDeclining }] = useDeclineOfferMutation();
  const [isDeclineOpen, setIsDeclineOpen] = useState(false);
  const accept = async () => {
    try {
      toast.success(await acceptOffer(assignmentId).unwrap());
      router.push(ENGINEER_ROUTES.myWorkDetails(assignmentId));
    } catch {
      // the API client has shown why (e.g. the offer ended)
    }
  };
  const decline = async () => {
    try {
      toast.success(await declineOffer(assignmentId).unwrap());
      setIsDeclineOpen(false);
    } catch {
      // the API client has shown why
    }
  };
  return (
    <>
      <Button variant="outlined" color="inherit" disabled={isAccepting || isDeclining} onClick={() => setIsDeclineOpen(true)}>
        Decline
      </Button>
      <Button variant="contained" disabled={isAccepting || isDeclining} onClick={() => void accept()}>
        Accept
      </Button>
      <ConfirmDialog
        isOpen={isDeclineOpen}
        title="Decline this offer?"
        message="The work order opens to every engineer, and the company is told."
        confirmLabel="Decline offer"
        isDestructive
        isBusy={isDeclining}
        onConfirm={() => void decline()}
        onClose={() => setIsDeclineOpen(false)}
      />
    </>
  );
}
