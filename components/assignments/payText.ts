import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';
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

/** One line that says what the work pays: "$45.00/hr, up to 8 hours", "$300.00 fixed", … */
export function describePay(terms: PayTerms): string {
  if (terms.payment_type === PAYMENT_TYPE.HOURLY) {
    const cap = terms.max_hours ? `, up to ${hoursText(terms.max_hours)}` : '';
    return `${formatMoney(terms.hourly_rate)}/hr${cap}`;
  }
  if (terms.payment_type === PAYMENT_TYPE.BLENDED) {
    const first = terms.blended_first_hours ? ` for ${hoursText(terms.blended_first_hours)}` : '';
    return `${formatMoney(terms.fixed_amount)}${first}, then ${formatMoney(terms.blended_additional_rate)}/hr`;
  }
  return `${formatMoney(terms.fixed_amount)} fixed`;
}

export function describePlace(place: { location_type: number; city_name: string | null; state_name: string | null }): string {
  if (place.location_type === LOCATION_TYPE.REMOTE) return 'Remote';
  const where = [place.city_name, place.state_name].filter(Boolean).join(', ');
  return where || '—';
}
