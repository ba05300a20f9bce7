import type { AssignmentApplicationRow } from '../../db/schema';
import type { CounterOffer } from '@/contracts/assignment';

/** The counter offer carried by an application, or null when it has none. */
export function toCounterOffer(application: AssignmentApplicationRow | null | undefined): CounterOffer | null {
  if (!application?.hasCounterOffer) return null;
  return {
    payment_type: application.counterPaymentTypeId,
    hourly_rate: application.counterHourlyRate,
    fixed_amount: application.counterFixedAmount,
    max_hours: application.counterMaxHours,
    start_at: application.counterStartAt?.toISOString() ?? null,
    end_at: application.counterEndAt?.toISOString() ?? null,
    reason: application.counterReason,
  };
}
