import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';
import type { CounterOffer } from '@/contracts/assignment';
import { formatMoney } from './formatters';

export type PayTerms = {
  payment_type: number | null;
  hourly_rate: number | null;
  max_hours: number | null;
  fixed_amount: number | null;
  blended_first_hours?: number | null;
  blended_additional_rate?: number | null;
};

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * The one line that says what the work pays, wherever pay is shown: "$45.00/hr, up to 8 hours",
 * "$300.00 fixed", "$200.00 for 2 hours, then $40.00/hr, up to 6 hours". The cap counts every
 * hour paid (a blended order's first hours included), so it is said for blended pay too.
 */
export function describePay(terms: PayTerms): string {
  const cap = terms.max_hours ? `, up to ${hoursText(terms.max_hours)}` : '';
  if (terms.payment_type === PAYMENT_TYPE.HOURLY) return `${formatMoney(terms.hourly_rate)}/hr${cap}`;
  if (terms.payment_type === PAYMENT_TYPE.BLENDED) {
    const first = terms.blended_first_hours ? ` for ${hoursText(terms.blended_first_hours)}` : '';
    return `${formatMoney(terms.fixed_amount)}${first}, then ${formatMoney(terms.blended_additional_rate)}/hr${cap}`;
  }
  return `${formatMoney(terms.fixed_amount)} fixed`;
}

/**
 * The pay a counter offer proposes, or null when it keeps the posted pay. A blended offer's
 * fixed amount covers the order's first hours and its hourly rate is the rate after them.
 */
export function describeOfferPay(offer: Pick<CounterOffer, 'payment_type' | 'hourly_rate' | 'fixed_amount' | 'max_hours'>, blendedFirstHours: number | null): string | null {
  if (offer.payment_type === null) return null;
  const isBlended = offer.payment_type === PAYMENT_TYPE.BLENDED;
  return describePay({
    ...offer,
    blended_first_hours: isBlended ? blendedFirstHours : null,
    blended_additional_rate: isBlended ? offer.hourly_rate : null,
  });
}

export function describePlace(place: { location_type: number; city_name: string | null; state_name: string | null }): string {
  if (place.location_type === LOCATION_TYPE.REMOTE) return 'Remote';
  const where = [place.city_name, place.state_name].filter(Boolean).join(', ');
  return where || '—';
}
