'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ENGINEER_ROUTES } from '@/constants';
import LinkButton from '@/components/ui/LinkButton';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { useApplyForAssignmentMutation, useGetFindWorkDetailsQuery } from '@/store/api/engineerWorkApi';
import ApplyDialog from './ApplyDialog';
import OfferActions from '@/components/talent-pools/OfferActions';
import RoutedChip from '@/components/talent-pools/RoutedChip';
import EngineerOrderHeader from './EngineerOrderHeader';
import EngineerOrderStates from './EngineerOrderStates';
import { toIdArg } from '@/lib/idArg';
import OrderOverview from './OrderOverview';
import { hasPendingCounterOffer } from '@/lib/pendingCounterOffer';
import { isOpenForApplications } from '@/lib/openForApplications';

const FIND_WORK = { href: ENGINEER_ROUTES.findWork, label: 'Back to Find Work' };

/** One open work order: all an engineer needs to decide, and Apply or Counter offer. */
export default function FindWorkDetailsPage({ id }: { id: number }) {
  const order = useGetFindWorkDetailsQuery(toIdArg(id));
  return <EngineerOrderStates order={order} back={FIND_WORK} list={FIND_WORK} render={(details) => <OpenOrder details={details} />} />;
}

function OpenOrder({ details }: { details: EngineerAssignmentDetails }) {
  const [isApplyOpen, setIsApplyOpen] = useState(false);
  const [applyForAssignment, { isLoading: isApplying }] = useApplyForAssignmentMutation();
  const hasApplied = details.my_application !== null;
  const canApply = !hasApplied && isOpenForApplications(details);
  const viewInMyWork = useRef<HTMLAnchorElement>(null);
  const [hasJustApplied, setHasJustApplied] = useState(false);
  const [isFocusDue, setIsFocusDue] = useState(false);

  // Apply is gone once the application is in: focus moves to "View in My Work", which takes its
  // place, after the dialog has closed and the refreshed order shows it (never the page body).
  useEffect(() => {
    if (isFocusDue && hasApplied) viewInMyWork.current?.focus();
  }, [isFocusDue, hasApplied]);

  const apply = async (note: string | null) => {
    try {
      toast.success(await applyForAssignment({ assignmentId: details.id, note }).unwrap());
      // The details refresh themselves (the order's tag), and show Applied.
      setHasJustApplied(true);
      setIsApplyOpen(false);
    } catch {
      // Shown by the API client (e.g. the order is no longer open).
    }
  };

  // An order offered to this engineer alone is accepted or declined, not applied to.
  const actions = details.offered_to_me && !hasApplied ? (
    <OfferActions assignmentId={details.id} />
  ) : canApply ? (
    <>
      <LinkButton href={ENGINEER_ROUTES.counterOffer(details.id)} variant="outlined">
        Counter offer
      </LinkButton>
      <Button variant="contained" onClick={() => setIsApplyOpen(true)}>
        Apply
      </Button>
    </>
  ) : hasApplied ? (
    <LinkButton ref={viewInMyWork} href={ENGINEER_ROUTES.myWorkDetails(details.id)} variant="outlined">
      View in My Work
    </LinkButton>
  ) : undefined;

  return (
    <>
      <EngineerOrderHeader details={details} actions={actions}>
        {hasPendingCounterOffer(details) && <Chip size="small" variant="outlined" label="Counter offer sent" />}
        {!hasApplied && <RoutedChip offeredToMe={details.offered_to_me} routedUntil={details.routed_until} />}
      </EngineerOrderHeader>
      <OrderOverview details={details} />
      <ApplyDialog
        details={details}
        isOpen={isApplyOpen}
        isBusy={isApplying}
        onApply={apply}
        onClose={() => setIsApplyOpen(false)}
        onExited={() => setIsFocusDue(hasJustApplied)}
      />
    </>
  );
}
