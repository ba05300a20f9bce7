'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ENGINEER_ROUTES } from '@/constants';
import EngineerOrderHeader from '@/components/find-work/EngineerOrderHeader';
import EngineerOrderStates, { toOrderArg } from '@/components/find-work/EngineerOrderStates';
import OrderOverview from '@/components/find-work/OrderOverview';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { useGetMyWorkDetailsQuery, useLeaveAssignmentMutation } from '@/store/api/engineerWorkApi';
import ApplicationCard from './ApplicationCard';
import { getEngineerOrderActions, type EngineerOrderAction } from './engineerOrderActions';

const MY_WORK = { href: ENGINEER_ROUTES.myWork, label: 'Back to My Work' };

/** What each action's button and confirmation say. */
const ACTION_TEXT: Record<EngineerOrderAction, { label: string; title: string; describe: (details: EngineerAssignmentDetails) => string }> = {
  withdraw: {
    label: 'Withdraw application',
    title: 'Withdraw your application?',
    describe: (details) =>
      `${details.company.name} will no longer see you as an applicant for “${details.basic_info.title}”.${details.my_application?.has_counter_offer ? ' Your counter offer is withdrawn with it.' : ''}`,
  },
  leave: {
    label: 'Leave work order',
    title: 'Leave this work order?',
    describe: (details) => `${details.company.name} is told you left “${details.basic_info.title}”, and it opens for other engineers again.`,
  },
};

/** One of the engineer's orders: where it stands for them, their application, and what they may still do. */
export default function MyWorkDetailsPage({ id }: { id: number }) {
  const order = useGetMyWorkDetailsQuery(toOrderArg(id));
  return <EngineerOrderStates order={order} back={MY_WORK} list={MY_WORK} render={(details) => <MyOrder details={details} />} />;
}

function MyOrder({ details }: { details: EngineerAssignmentDetails }) {
  const router = useRouter();
  // The dialog keeps the last action's words while it closes.
  const [action, setAction] = useState<EngineerOrderAction>('withdraw');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [leaveAssignment, { isLoading: isLeaving }] = useLeaveAssignmentMutation();
  const application = details.my_application;
  const actions = getEngineerOrderActions(details);
  const text = ACTION_TEXT[action];

  const confirm = async () => {
    try {
      toast.success(await leaveAssignment(details.id).unwrap());
      setIsConfirmOpen(false);
      // Back to the list: a withdrawn order leaves it, a left one shows as cancelled there.
      router.push(ENGINEER_ROUTES.myWork);
    } catch {
      // Shown by the API client (e.g. the engineer was assigned meanwhile).
    }
  };

  return (
    <>
      <EngineerOrderHeader
        details={details}
        actions={
          actions.length > 0
            ? actions.map((next) => (
                <Button
                  key={next}
                  variant="outlined"
                  color="error"
                  onClick={() => {
                    setAction(next);
                    setIsConfirmOpen(true);
                  }}
                >
                  {ACTION_TEXT[next].label}
                </Button>
              ))
            : undefined
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {application && <ApplicationCard application={application} details={details} />}
        <OrderOverview details={details} />
      </Box>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={text.title}
        message={text.describe(details)}
        confirmLabel={text.label}
        isDestructive
        isBusy={isLeaving}
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
}
