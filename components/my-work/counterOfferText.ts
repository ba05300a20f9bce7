import { describeOfferPay } from '@/lib/payText';
import { describeSchedule } from '@/lib/workOrderText';
import { type CounterOffer } from '@/contracts/assignment';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

/** The pay a counter offer proposes (a blended offer's fixed amount covers the order's first hours), or null. */
export const describeCounterPay = (offer: CounterOffer, order: Pick<EngineerAssignmentDetails, 'pricing'>) => describeOfferPay(offer, order.pricing.blended_first_hours);

/** The schedule a counter offer proposes, in the order's time zone, or null. */
export function describeCounterSchedule(offer: CounterOffer, timeZone: string): string | null {
  return offer.start_at ? describeSchedule(offer.start_at, offer.end_at, timeZone) : null;
}
