'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ASSIGNMENT_STATUS } from '@/constants';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import StatusChip from '@/components/ui/StatusChip';
import LinkButton from '@/components/navigation/LinkButton';
import { applyForAssignment, getFindWorkDetails } from '@/services/engineerAssignments';
import ApplyDialog from './ApplyDialog';
import { DetailsNotFound, DetailsSkeleton } from '@/components/ui/DetailsStates';
import OrderOverview from './OrderOverview';
import { ENGINEER_WORK_PATHS } from './engineerWorkPaths';
import { useEngineerAssignment } from './useEngineerAssignment';

/** One open work order: all an engineer needs to decide, and Apply or Counter offer. */
export default function FindWorkDetailsPage({ id }: { id: number }) {
  const order = useEngineerAssignment(id, getFindWorkDetails);
  const [isApplyOpen, setIsApplyOpen] = useState(false);
  const [isApplying, setIsApplying] = useState(false);

  const back = (
    <LinkButton href={ENGINEER_WORK_PATHS.findWork} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2, ml: -1 }}>
      Back to Find Work
    </LinkButton>
  );
  if (order.status === 'loading') {
    return (
      <>
        {back}
        <DetailsSkeleton />
      </>
    );
  }
  if (order.status === 'not-found') return <DetailsNotFound backHref={ENGINEER_WORK_PATHS.findWork} backLabel="Back to Find Work" />;
  if (order.status === 'failed') return <LoadFailure message={order.message} onRetry={() => void order.reload()} />;

  const { details } = order;
  const hasApplied = details.my_application !== null;
  const canApply = !hasApplied && !details.is_assigned_to_me && details.status === ASSIGNMENT_STATUS.UNASSIGNED;

  const apply = async () => {
    setIsApplying(true);
    try {
      toast.success(await applyForAssignment(details.id));
      setIsApplyOpen(false);
      await order.reload();
    } catch {
      // Shown by the API client (e.g. the order is no longer open).
    } finally {
      setIsApplying(false);
    }
  };

  const actions = canApply ? (
    <>
      <LinkButton href={ENGINEER_WORK_PATHS.counterOffer(details.id)} variant="outlined">
        Counter offer
      </LinkButton>
      <Button variant="contained" onClick={() => setIsApplyOpen(true)}>
        Apply
      </Button>
    </>
  ) : hasApplied ? (
    <LinkButton href={ENGINEER_WORK_PATHS.myWorkDetails(details.id)} variant="outlined">
      View in My Work
    </LinkButton>
  ) : undefined;

  return (
    <>
      {back}
      <PageHeader
        title={details.basic_info.title}
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{details.company.name}</span>
            {details.engineer_status !== null && <StatusChip side="engineer" status={details.engineer_status} />}
            {details.my_application?.has_counter_offer && <Chip size="small" variant="outlined" label="Counter offer sent" />}
          </Box>
        }
        actions={actions}
      />
      <OrderOverview details={details} />
      <ApplyDialog details={details} isOpen={isApplyOpen} isBusy={isApplying} onApply={apply} onClose={() => setIsApplyOpen(false)} />
    </>
  );
}
