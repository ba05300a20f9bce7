import FormSection from '@/components/ui/FormSection';
import { formatDateTime, formatMoney } from '@/lib/formatters';
import { describePay } from '@/lib/payText';
import type { AssignmentDetails } from '@/contracts/assignment';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';

/** When (in the order's own time zone) and what it pays. */
export default function ScheduleAndPayCard({ order }: { order: AssignmentDetails }) {
  const { scheduling: schedule, pricing } = order;
  const isWindow = schedule.schedule_type === 'window';
  return (
    <FormSection title="Schedule and pay">
      <DetailGrid>
        <DetailItem label={isWindow ? 'Arrival window opens' : 'Starts'}>{formatDateTime(schedule.start_at, schedule.timezone)}</DetailItem>
        {isWindow && <DetailItem label="Arrival window closes">{formatDateTime(schedule.end_at, schedule.timezone)}</DetailItem>}
        <DetailItem label="Time zone">{schedule.timezone}</DetailItem>
        <DetailItem label="Payment type">{pricing.payment_type_name}</DetailItem>
        <DetailItem label="Pay">{describePay(pricing)}</DetailItem>
        {pricing.agreed_amount !== null && <DetailItem label="Agreed pay">{formatMoney(pricing.agreed_amount)}</DetailItem>}
        <DetailItem label="Payment terms">{pricing.payment_day_name}</DetailItem>
      </DetailGrid>
    </FormSection>
  );
}
