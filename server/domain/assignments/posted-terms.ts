import type { AssignmentRow, PostedTerms } from '../../db/schema';

// An order assigned on a counter offer holds the agreed pay and schedule in its columns and the
// posted ones in posted_terms. The agreed terms are the assignee's and the company's alone.

/** The order's pay and schedule columns, kept as its posted terms. */
export function toPostedTerms(order: AssignmentRow): PostedTerms {
  return {
    paymentTypeId: order.paymentTypeId,
    scheduleType: order.scheduleType,
    hourlyRate: order.hourlyRate,
    maxHours: order.maxHours,
    fixedAmount: order.fixedAmount,
    blendedFirstHours: order.blendedFirstHours,
    blendedAdditionalRate: order.blendedAdditionalRate,
    startAt: order.startAt.toISOString(),
    endAt: order.endAt?.toISOString() ?? null,
  };
}

/** Posted terms as the order's pay and schedule columns again. */
export function fromPostedTerms(terms: PostedTerms) {
  return { ...terms, startAt: new Date(terms.startAt), endAt: terms.endAt ? new Date(terms.endAt) : null };
}

/** The order as an engineer sees it: the assignee on the agreed terms, anyone else on the posted ones (no agreed amount). */
export function asSeenByEngineer(order: AssignmentRow, engineerId: number): AssignmentRow {
  if (order.assignedEngineerId === engineerId) return order;
  return { ...order, ...(order.postedTerms ? fromPostedTerms(order.postedTerms) : {}), agreedAmount: null, postedTerms: null };
}
