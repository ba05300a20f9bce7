import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CounterOfferInput } from '@/contracts/engineerAssignments';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { toInstant } from '../assignments/schedule-instants';
import { applyForAssignment, type CounterTerms } from './apply-for-assignment';

type CreateCounterOfferOptions = { db: Database; engineerId: number; input: CounterOfferInput; now?: Date };

/**
 * Applies with other terms. The proposed schedule is wall-clock time in the order's time zone
 * and must start in the future; the pay fields kept are the ones its payment type uses.
 */
export async function createCounterOffer({ db, engineerId, input, now = new Date() }: CreateCounterOfferOptions) {
  const [order] = await db.select({ timezone: assignments.timezone }).from(assignments).where(eq(assignments.id, input.assignment_id)).limit(1);
  if (!order) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);

  const startAt = input.start_date && input.start_time ? toInstant({ date: input.start_date, time: input.start_time }, order.timezone) : null;
  const endAt = startAt && input.end_date && input.end_time ? toInstant({ date: input.end_date, time: input.end_time }, order.timezone) : null;
  if (startAt && startAt <= now) throw AppError.field('start_date', 'Propose a start in the future');

  const type = input.payment_type ?? null;
  const counterOffer: CounterTerms = {
    paymentTypeId: type,
    hourlyRate: type === 1 || type === 3 ? (input.hourly_rate ?? null) : null,
    fixedAmount: type === 2 || type === 3 ? (input.fixed_amount ?? null) : null,
    maxHours: type === 1 || type === 3 ? (input.max_hours ?? null) : null,
    startAt,
    endAt,
    reason: input.reason,
  };
  return applyForAssignment({ db, engineerId, assignmentId: input.assignment_id, counterOffer, now });
}
