import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import FormSection from '@/components/ui/FormSection';
import { formatDate, formatDateTime } from '@/lib/formatters';
import { ASSIGNMENT_STATUS, describeRecordedCheckIn } from '@/constants';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';
import PaymentLines from './PaymentLines';
import { formatHours, toPaymentRecordLines } from './paymentText';
import VisitItem from './VisitItem';

/** How the work went: check-in and check-out (where and when, confirmed or not), hours, correction, approval and payment. */
export default function WorkProgressCard({ order }: { order: CompanyWorkOrderDetails }) {
  const { progress, status } = order;
  const zone = order.scheduling.timezone;
  const isAwaitingApproval = status === ASSIGNMENT_STATUS.PENDING_APPROVAL;
  const canStillConfirm = (action: 'confirmCheckIn' | 'confirmCheckOut') => progress.available_actions.includes(action);
  const arrival = describeRecordedCheckIn(progress);
  return (
    <FormSection title="Work progress">
      {isAwaitingApproval && progress.approval_due_at && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Approves automatically on {formatDate(progress.approval_due_at, zone)}
        </Alert>
      )}
      {progress.correction_note && (
        <Alert severity="warning" sx={{ mt: 2 }} role="note" aria-label="Correction note">
          <AlertTitle>Sent for correction</AlertTitle>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {progress.correction_note}
          </Typography>
        </Alert>
      )}
      <DetailGrid>
        <VisitItem
          label="Checked in"
          at={progress.checked_in_at}
          confirmedAt={progress.check_in_confirmed_at}
          canConfirm={canStillConfirm('confirmCheckIn')}
          position={progress.check_in_position}
          zone={zone}
          timing={arrival ? { text: `Arrived ${arrival}`, isOffSchedule: progress.check_in_timing !== 'on_time' } : null}
        />
        <VisitItem label="Checked out" at={progress.checked_out_at} confirmedAt={progress.check_out_confirmed_at} canConfirm={canStillConfirm('confirmCheckOut')} position={progress.check_out_position} zone={zone} />
        <DetailItem label="Hours worked">{formatHours(progress.hours_worked)}</DetailItem>
        {progress.completed_at && <DetailItem label="Completed">{formatDateTime(progress.completed_at, zone)}</DetailItem>}
        {progress.approved_at && <DetailItem label="Approved">{formatDateTime(progress.approved_at, zone)}</DetailItem>}
        {progress.payment_due_at && !progress.payment && <DetailItem label="Payment due">{formatDate(progress.payment_due_at, zone)}</DetailItem>}
      </DetailGrid>
      {progress.payment && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
            Payment recorded
          </Typography>
          <PaymentLines label="Payment recorded" lines={toPaymentRecordLines(progress.payment, zone)} />
        </>
      )}
    </FormSection>
  );
}
