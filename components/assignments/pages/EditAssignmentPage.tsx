'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import NotFound from '@/components/not-found/NotFound';
import TextLink from '@/components/navigation/TextLink';
import AssignmentForm from '@/components/assignments/form/AssignmentForm';
import { detailsToDraft } from '@/components/assignments/form/draftValues';
import { canEditAssignment } from '@/components/assignments/lifecycle';
import { useAssignmentDetails } from '@/components/assignments/useAssignmentDetails';
import { getWorkOrderPaths, type WorkOrderRole } from '@/components/assignments/workOrderPaths';
import { fillDraft } from '@/store/draftAssignmentSlice';
import { useAppStore } from '@/store/hooks';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';

/**
 * Edits a work order with the add form, filled from the order. A draft of this same order
 * (typed before a reload) is kept; any other draft is replaced.
 */
export default function EditAssignmentPage({ role, id }: { role: WorkOrderRole; id: number }) {
  const store = useAppStore();
  const order = useAssignmentDetails(id, {
    onLoad: (details) => {
      if (store.getState().draftAssignment.assignment_id !== details.id) store.dispatch(fillDraft(detailsToDraft(details)));
    },
  });
  const saved = useMemo(() => (order.details ? detailsToDraft(order.details) : null), [order.details]);
  const paths = getWorkOrderPaths(role);

  if (order.status === 'not-found') return <NotFound />;
  if (order.status === 'failed') return <LoadFailure message={order.message} onRetry={order.reload} />;

  const details = order.details;
  const isEditable = details ? canEditAssignment({ status: details.status, hasAssignee: Boolean(details.assigned_engineer) }) : true;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Edit Work Order"
        subtitle={details ? <TextLink href={paths.details(details.id)}>{details.basic_info.title}</TextLink> : <Skeleton width={240} />}
      />
      {!details && <Skeleton variant="rounded" height={420} aria-busy="true" aria-label="Loading the work order" />}
      {details && !isEditable && (
        <Alert severity="info">
          This work order can no longer be edited: work has started or it is closed. <TextLink href={paths.details(details.id)}>Back to the work order</TextLink>
        </Alert>
      )}
      {details && saved && isEditable && (
        <AssignmentForm role={role} editing={{ id: details.id, documents: details.documents, saved }} />
      )}
    </Box>
  );
}
