import { describePay } from '@/components/assignments/payText';
import { describeSchedule } from '@/components/find-work/workOrderText';
import { type CounterOffer } from '@/contracts/assignment';
import { PAYMENT_TYPE } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

/** The pay a counter offer proposes (a blended offer's fixed amount covers the order's first hours), or null. */
export function describeCounterPay(offer: CounterOffer, order: Pick<EngineerAssignmentDetails, 'pricing'>): string | null {
  if (offer.payment_type === null) return null;
  const isBlended = offer.payment_type === PAYMENT_TYPE.BLENDED;
  return describePay({
    payment_type: offer.payment_type,
    hourly_rate: offer.hourly_rate,
    max_hours: offer.max_hours,
    fixed_amount: offer.fixed_amount,
    blended_first_hours: isBlended ? order.pricing.blended_first_hours : null,
    blended_additional_rate: isBlended ? offer.hourly_rate : null,
  });
}

/** The schedule a counter offer proposes, in the order's time zone, or null. */
export function describeCounterSchedule(offer: CounterOffer, timeZone: string): string | null {
  return offer.start_at ? describeSchedule(offer.start_at, offer.end_at, timeZone) : null;
}
