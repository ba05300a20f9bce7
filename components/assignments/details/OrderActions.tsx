'use client';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import LinkButton from '@/components/navigation/LinkButton';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { canCancelAssignment, canDeleteAssignment, canEditAssignment } from '@/components/assignments/lifecycle';
import type { WorkOrderPaths } from '@/components/assignments/workOrderPaths';
import type { AssignmentDetails } from '@/contracts/assignment';
import { cancelAssignment, deleteAssignment } from '@/services/companyAssignments';

type OrderActionsProps = { order: AssignmentDetails; paths: WorkOrderPaths; onChanged: () => Promise<void> };

/** Edit, Cancel and Delete — only those the order's status allows (DESIGN section 4). */
export default function OrderActions({ order, paths, onChanged }: OrderActionsProps) {
  const router = useRouter();
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const state = { status: order.status, hasAssignee: Boolean(order.assigned_engineer) };

  const run = async () => {
    setIsBusy(true);
    try {
      if (dialog === 'delete') {
        toast.success(await deleteAssignment(order.id));
        setDialog(null);
        router.push(paths.list);
        return;
      }
      toast.success(await cancelAssignment(order.id, reason.trim()));
      setDialog(null);
      setReason('');
      await onChanged();
    } catch {
      // the API client has shown why
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      {canEditAssignment(state) && (
        <LinkButton href={paths.edit(order.id)} variant="contained">
          Edit
        </LinkButton>
      )}
      {canCancelAssignment(state) && (
        <Button variant="outlined" color="warning" onClick={() => setDialog('cancel')}>
          Cancel order
        </Button>
      )}
      {canDeleteAssignment(state) && (
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
