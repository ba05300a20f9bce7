'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { toast } from 'react-toastify';
import { useGetPaymentBreakdownQuery, usePayWorkOrderMutation } from '@/store/api/companyLifecycleApi';
import PaymentLines from './PaymentLines';
import { toBreakdownLines } from './paymentText';

type RecordPaymentDialogProps = { assignmentId: number; isOpen: boolean; onClose: () => void };

/** Shows what the payment will be, part by part, and records it once the company side confirms. */
export default function RecordPaymentDialog({ assignmentId, isOpen, onClose }: RecordPaymentDialogProps) {
  const [pay, { isLoading: isPaying }] = usePayWorkOrderMutation();
  const close = isPaying ? undefined : onClose;
  return (
    <Dialog open={isOpen} onClose={close} maxWidth="xs" fullWidth aria-labelledby="record-payment-title">
      <DialogTitle id="record-payment-title">Record the payment?</DialogTitle>
      {/* Mounted only while open: each opening reads the breakdown afresh (expenses may have been decided). */}
      {isOpen && (
        <PaymentBreakdownBody
          assignmentId={assignmentId}
          isPaying={isPaying}
          onPay={async (expectedTotal) => {
            try {
              toast.success(await pay({ assignmentId, expectedTotal }).unwrap());
              onClose();
            } catch {
              // the API client has shown why (e.g. the total changed meanwhile: the breakdown reloads)
            }
          }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type BodyProps = { assignmentId: number; isPaying: boolean; onPay: (expectedTotal: number) => void; onClose: () => void };

function PaymentBreakdownBody({ assignmentId, isPaying, onPay, onClose }: BodyProps) {
  const breakdown = useGetPaymentBreakdownQuery(assignmentId, { refetchOnMountOrArgChange: true });
  // A breakdown from an earlier opening shows while the fresh one loads; paying waits for it.
  const data = breakdown.data;
  const pending = data?.pending_expense_count ?? 0;
  return (
    <>
      <DialogContent>
        <DialogContentText component="div" sx={{ mb: 1 }}>
          The work order is marked Paid with this amount, computed from the agreed terms and the approved expenses.
        </DialogContentText>
        {data && <PaymentLines label="Payment breakdown" lines={toBreakdownLines(data)} />}
        {!data && !breakdown.isError && <Skeleton variant="rounded" height={180} aria-label="Loading the payment breakdown" />}
        {breakdown.isError && !data && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={breakdown.refetch}>Try again</Button>}>
            The payment breakdown could not be loaded.
          </Alert>
        )}
        {pending > 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {pending === 1 ? '1 expense is' : `${pending} expenses are`} still waiting for a decision and not included. Decide first to pay them.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPaying} color="inherit">
          Go back
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={!data || breakdown.isFetching || isPaying}
          onClick={() => data && onPay(data.total)}
          startIcon={isPaying ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Record payment
        </Button>
      </DialogActions>
    </>
  );
}
