import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerPaymentTypes, type AssignmentRow } from '../../db/schema';
import type { AssignmentDetails } from '@/contracts/assignment';
import { toWallClock } from '../assignments/schedule-instants';
import { toPay, toSchedule } from '../assignments/to-assignment-summary';

type WithPostedTermsOptions<T extends Pick<AssignmentDetails, 'scheduling' | 'pricing'>> = {
  db: Database;
  details: T;
  /** The order as this engineer sees it (asSeenByEngineer). */
  seen: AssignmentRow;
};

/** The details' schedule and pay replaced by the terms this engineer may see. */
export async function withPostedTerms<T extends Pick<AssignmentDetails, 'scheduling' | 'pricing'>>({ db, details, seen }: WithPostedTermsOptions<T>): Promise<T> {
  const start = toWallClock(seen.startAt, seen.timezone);
  const end = seen.endAt ? toWallClock(seen.endAt, seen.timezone) : null;
  const isSameType = seen.paymentTypeId === details.pricing.payment_type;
  const [type] = isSameType
    ? [{ name: details.pricing.payment_type_name }]
    : await db.select({ name: customerPaymentTypes.name }).from(customerPaymentTypes).where(eq(customerPaymentTypes.id, seen.paymentTypeId));
  return {
    ...details,
    scheduling: { ...details.scheduling, ...toSchedule(seen), start_date: start.date, start_time: start.time, end_date: end?.date ?? null, end_time: end?.time ?? null },
    pricing: { ...details.pricing, ...toPay(seen), payment_type_name: type?.name ?? null },
  };
}
