import type { AssignmentApplicationRow, AssignmentRow } from '../../db/schema';
import { PAYMENT_TYPE } from '@/constants';
import { roundToHundredths } from '@/lib/money';

type Terms = Pick<
  AssignmentRow,
  'paymentTypeId' | 'scheduleType' | 'hourlyRate' | 'maxHours' | 'fixedAmount' | 'blendedFirstHours' | 'blendedAdditionalRate' | 'startAt' | 'endAt' | 'agreedAmount'
>;

/**
 * The pay and schedule an order is assigned on: as posted, or as the engineer's counter offer
 * proposed (its pay replaces the posted pay; for a blended order the counter's hourly rate is the
 * rate for additional hours). agreedAmount is the most the order can cost.
 */
export function computeAgreedTerms(order: AssignmentRow, application: AssignmentApplicationRow): Terms {
  const counter = application.hasCounterOffer ? application : null;
  const type = counter?.counterPaymentTypeId ?? order.paymentTypeId;
  const samePay = !counter?.counterPaymentTypeId;
  const pick = (offered: number | null | undefined, posted: number | null) => (samePay ? posted : (offered ?? posted));
  const terms: Terms = {
    paymentTypeId: type,
    hourlyRate: type === PAYMENT_TYPE.HOURLY ? pick(counter?.counterHourlyRate, order.hourlyRate) : null,
    maxHours: type === PAYMENT_TYPE.FIXED ? null : pick(counter?.counterMaxHours, order.maxHours),
    fixedAmount: type === PAYMENT_TYPE.HOURLY ? null : pick(counter?.counterFixedAmount, order.fixedAmount),
    blendedFirstHours: type === PAYMENT_TYPE.BLENDED ? order.blendedFirstHours : null,
    blendedAdditionalRate: type === PAYMENT_TYPE.BLENDED ? pick(counter?.counterHourlyRate, order.blendedAdditionalRate) : null,
    startAt: counter?.counterStartAt ?? order.startAt,
    endAt: counter?.counterStartAt ? counter.counterEndAt : order.endAt,
    scheduleType: 'exact',
    agreedAmount: null,
  };
  terms.scheduleType = terms.endAt ? 'window' : 'exact';
  terms.agreedAmount = computeMaximumPay(terms);
  return terms;
}

/** The most an order can cost on these terms (hourly: rate × maximum hours). */
export function computeMaximumPay(terms: Omit<Terms, 'startAt' | 'endAt' | 'agreedAmount' | 'scheduleType'>): number | null {
  if (terms.paymentTypeId === PAYMENT_TYPE.HOURLY) {
    return terms.hourlyRate != null && terms.maxHours != null ? roundToHundredths(terms.hourlyRate * terms.maxHours) : null;
  }
  if (terms.paymentTypeId === PAYMENT_TYPE.FIXED) return terms.fixedAmount;
  if (terms.fixedAmount == null) return null;
  const extraHours = terms.maxHours != null && terms.blendedFirstHours != null ? Math.max(0, terms.maxHours - terms.blendedFirstHours) : 0;
  return roundToHundredths(terms.fixedAmount + extraHours * (terms.blendedAdditionalRate ?? 0));
}
