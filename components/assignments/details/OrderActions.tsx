'use client';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import LinkButton from '@/components/navigation/LinkButton';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { WORK_ORDER_ROUTES, getAvailableActions, type WorkOrderRole } from '@/constants';
import type { AssignmentDetails } from '@/contracts/assignment';
import { useCancelWorkOrderMutation, useDeleteWorkOrderMutation } from '@/store/api/workOrdersApi';

type OrderActionsProps = { order: AssignmentDetails; role: WorkOrderRole };

/** Edit, Cancel and Delete — only those the lifecycle table allows the company side now. */
export default function OrderActions({ order, role }: OrderActionsProps) {
  const router = useRouter();
  const routes = WORK_ORDER_ROUTES[role];
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const [cancelOrder, cancelState] = useCancelWorkOrderMutation();
  const [deleteOrder, deleteState] = useDeleteWorkOrderMutation();
  const actions = getAvailableActions({ status: order.status, hasAssignee: Boolean(order.assigned_engineer) }, 'company');

  const run = async () => {
    try {
      if (dialog === 'delete') {
        toast.success(await deleteOrder(order.id).unwrap());
        setDialog(null);
        router.push(routes.workOrders);
        return;
      }
      toast.success(await cancelOrder({ id: order.id, reason: reason.trim() }).unwrap());
      setDialog(null);
      setReason('');
    } catch {
      // the API client has shown why
    }
  };

  const isBusy = cancelState.isLoading || deleteState.isLoading;
  return (
    <>
      {actions.includes('edit') && (
        <LinkButton href={routes.editWorkOrder(order.id)} variant="contained">
          Edit
        </LinkButton>
      )}
      {actions.includes('cancel') && (
        <Button variant="outlined" color="warning" onClick={() => setDialog('cancel')}>
          Cancel order
        </Button>
      )}
      {actions.includes('delete') && (
        <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        title="Cancel this work order?"
        message={
          <>
            {order.assigned_engineer ? `${order.assigned_engineer.name} and any applicants are told it is cancelled.` : 'Applicants are told it is cancelled.'} A cancelled order can
            be deleted afterwards.
            <TextField label="Reason (optional)" value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} sx={{ mt: 2 }} />
          </>
        }
        confirmLabel="Cancel order"
        isDestructive
        isBusy={isBusy}
        onConfirm={run}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title="Delete this work order?"
        message="It is removed with its documents and applications. This cannot be undone."
        confirmLabel="Delete"
        isDestructive
        isBusy={isBusy}
        onConfirm={run}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
