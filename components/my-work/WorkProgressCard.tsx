import { formatDate, formatMoney } from '@/lib/formatters';
import { describePay } from '@/lib/payText';
import { describeSchedule } from '@/lib/workOrderText';
import InfoCard from '@/components/ui/InfoCard';
import { ASSIGNMENT_STATUS, canPerform, describeRecordedCheckIn } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import type { WorkProgress } from '@/contracts/lifecycle';
import DetailRows, { DetailRow as Row } from './DetailRows';

const describeHours = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

type WorkProgressCardProps = { details: EngineerAssignmentDetails; progress: WorkProgress };

/**
 * How the work on an assigned order goes, for its engineer: their agreed pay, check-in and
 * check-out in the order's time zone, hours, and the approval and payment dates.
 */
export default function WorkProgressCard({ details, progress }: WorkProgressCardProps) {
  const zone = details.scheduling.timezone;
  const company = details.company.name;
  const at = (iso: string) => describeSchedule(iso, null, zone);
  // "Waiting" only while the company side can still confirm (the table says until when).
  const canStillConfirm = (action: 'confirmCheckIn' | 'confirmCheckOut') => canPerform(action, { status: details.status, hasAssignee: true }, 'company');
  const stamp = (iso: string | null, confirmedAt: string | null, confirm: 'confirmCheckIn' | 'confirmCheckOut', arrival: string | null = null) => {
    if (!iso) return 'Not yet';
    const when = arrival ? `${at(iso)} · ${arrival}` : at(iso);
    if (confirmedAt) return `${when} · confirmed by ${company}`;
    return canStillConfirm(confirm) ? `${when} · waiting for ${company} to confirm` : when;
  };
  const { payment } = progress;
  const isPaid = details.status === ASSIGNMENT_STATUS.PAID;
  return (
    <InfoCard title="Your work">
      <DetailRows>
        {/* The order's terms became this engineer's agreed terms (their counter offer, if accepted) when they were assigned. */}
        <Row label="Your agreed pay">{describePay(details.pricing)}</Row>
        <Row label="Checked in">{stamp(progress.checked_in_at, progress.check_in_confirmed_at, 'confirmCheckIn', describeRecordedCheckIn(progress))}</Row>
        <Row label="Checked out">{stamp(progress.checked_out_at, progress.check_out_confirmed_at, 'confirmCheckOut')}</Row>
        {progress.hours_worked !== null && <Row label="Hours worked">{describeHours(progress.hours_worked)}</Row>}
        {progress.completed_at && <Row label="Completed">{at(progress.completed_at)}</Row>}
        {details.status === ASSIGNMENT_STATUS.PENDING_APPROVAL && progress.approval_due_at && (
          <Row label="Approval">Approves automatically on {formatDate(progress.approval_due_at, zone)}</Row>
        )}
        {progress.approved_at && <Row label="Approved">{at(progress.approved_at)}</Row>}
        {!isPaid && progress.payment_due_at && <Row label="Payment due">By {formatDate(progress.payment_due_at, zone)}</Row>}
        {isPaid && payment && (
          <Row label="Paid">
            {formatMoney(payment.total_amount)} on {formatDate(payment.paid_at, zone)} ({formatMoney(payment.labor_amount)} pay + {formatMoney(payment.expenses_amount)} approved
            expenses)
          </Row>
        )}
      </DetailRows>
    </InfoCard>
  );
}
