'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ASSIGNMENT_STATUS } from '@/constants';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { DetailsNotFound, DetailsSkeleton } from '@/components/ui/DetailsStates';
import OrderOverview from '@/components/find-work/OrderOverview';
import { ENGINEER_WORK_PATHS } from '@/components/find-work/engineerWorkPaths';
import { useEngineerAssignment } from '@/components/find-work/useEngineerAssignment';
import LinkButton from '@/components/navigation/LinkButton';
import { getMyWorkDetails, withdrawApplication } from '@/services/engineerAssignments';
import ApplicationCard from './ApplicationCard';
import StatusChip from '@/components/ui/StatusChip';

/** One of the engineer's orders: where it stands for them, their application, and withdrawing it while open. */
export default function MyWorkDetailsPage({ id }: { id: number }) {
  const router = useRouter();
  const order = useEngineerAssignment(id, getMyWorkDetails);
  const [isWithdrawOpen, setIsWithdrawOpen] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);

  const back = (
    <LinkButton href={ENGINEER_WORK_PATHS.myWork} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2, ml: -1 }}>
      Back to My Work
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
  if (order.status === 'not-found') return <DetailsNotFound backHref={ENGINEER_WORK_PATHS.myWork} backLabel="Back to My Work" />;
  if (order.status === 'failed') return <LoadFailure message={order.message} onRetry={() => void order.reload()} />;

  const { details } = order;
  const application = details.my_application;
  const canWithdraw = application?.status === 'applied' && details.engineer_status === ASSIGNMENT_STATUS.UNASSIGNED;

  const withdraw = async () => {
    setIsWithdrawing(true);
    try {
      toast.success(await withdrawApplication(details.id));
      setIsWithdrawOpen(false);
      // A withdrawn application is no longer part of My Work.
      router.push(ENGINEER_WORK_PATHS.myWork);
    } catch {
      // Shown by the API client (e.g. the engineer was assigned meanwhile).
    } finally {
      setIsWithdrawing(false);
    }
  };

  return (
    <>
      {back}
      <PageHeader
        title={details.basic_info.title}
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{details.company.name}</span>
            <StatusChip side="engineer" status={details.engineer_status} />
          </Box>
        }
        actions={
          canWithdraw ? (
            <Button variant="outlined" color="error" onClick={() => setIsWithdrawOpen(true)}>
              Withdraw application
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {application && <ApplicationCard application={application} details={details} />}
        <OrderOverview details={details} />
      </Box>
      <ConfirmDialog
        isOpen={isWithdrawOpen}
        title="Withdraw your application?"
        message={`${details.company.name} will no longer see you as an applicant for “${details.basic_info.title}”.${application?.has_counter_offer ? ' Your counter offer is withdrawn with it.' : ''}`}
        confirmLabel="Withdraw application"
        isDestructive
        isBusy={isWithdrawing}
        onConfirm={withdraw}
        onClose={() => setIsWithdrawOpen(false)}
      />
    </>
  );
}
