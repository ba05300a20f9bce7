'use client';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import LinkButton from '@/components/ui/LinkButton';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import { useCancelWorkOrderMutation, useDeleteWorkOrderMutation } from '@/store/api/workOrdersApi';
import WorkActions from './WorkActions';

type OrderActionsProps = { order: CompanyWorkOrderDetails; role: WorkOrderRole };

/** The steps through the work, then Edit, Cancel and Delete — only those the server lists as available to the company side now. */
export default function OrderActions({ order, role }: OrderActionsProps) {
  const router = useRouter();
  const routes = WORK_ORDER_ROUTES[role];
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const [cancelOrder, cancelState] = useCancelWorkOrderMutation();
  const [deleteOrder, deleteState] = useDeleteWorkOrderMutation();
  // The server knows who has confirmed what: the buttons are exactly the actions it lists.
  const actions = order.progress.available_actions;

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
      <WorkActions order={order} actions={actions} />
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
