'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import TextLink from '@/components/ui/TextLink';
import AssignmentForm from '@/components/assignments/form/AssignmentForm';
import { detailsToDraft } from '@/components/assignments/form/draftValues';
import { useWorkOrder } from '@/components/assignments/useWorkOrder';
import { DetailsNotFound } from '@/components/ui/DetailsStates';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { AssignmentDetails } from '@/contracts/assignment';
import { fillDraft } from '@/store/draftAssignmentSlice';
import { useGetSkillsQuery } from '@/store/api/listsApi';
import { useAppStore } from '@/store/hooks';

/**
 * The form filled from the order. A draft of this same order (typed before a reload) is kept;
 * any other draft is replaced, once, before the form reads it.
 */
function EditForm({ role, details }: { role: WorkOrderRole; details: AssignmentDetails }) {
  const store = useAppStore();
  useState(() => {
    if (store.getState().draftAssignment.assignment_id !== details.id) store.dispatch(fillDraft(detailsToDraft(details)));
  });
  const saved = useMemo(() => detailsToDraft(details), [details]);
  return <AssignmentForm role={role} editing={{ id: details.id, documents: details.documents, saved }} />;
}

/** Edits a work order with the add form, while the lifecycle still allows editing it. */
export default function EditAssignmentPage({ role, id }: { role: WorkOrderRole; id: number }) {
  const routes = WORK_ORDER_ROUTES[role];
  const order = useWorkOrder(id);
  // The order's skills show as chips once the skill list names them: the form waits for the list
  // too, or the chips would push the field's input aside as the list arrives (a layout shift).
  const skills = useGetSkillsQuery();

  if (order.isNotFound) return <DetailsNotFound backHref={routes.workOrders} backLabel="Back to Work Orders" />;
  if (order.error) return <LoadFailure message={order.error} onRetry={order.retry} />;

  const details = order.details;
  // The server says whether the order may still be edited (progress.available_actions).
  const isEditable = details ? details.progress.available_actions.includes('edit') : true;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Edit Work Order"
        subtitle={details ? <TextLink href={routes.workOrderDetails(details.id)}>{details.basic_info.title}</TextLink> : <Skeleton width={240} />}
      />
      {(!details || (isEditable && skills.isLoading)) && <Skeleton variant="rounded" height={420} aria-busy="true" aria-label="Loading the work order" />}
      {details && !isEditable && (
        <Alert severity="info">
          This work order can no longer be edited: work has started or it is closed. <TextLink href={routes.workOrderDetails(details.id)}>Back to the work order</TextLink>
        </Alert>
      )}
      {details && isEditable && !skills.isLoading && <EditForm key={details.id} role={role} details={details} />}
    </Box>
  );
}
