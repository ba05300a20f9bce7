import { categories, cities, states, type AssignmentRow } from '../../db/schema';
import type { AssignmentSummary } from '@/contracts/assignment';

// One order as every view shows it: the company list and the engineer's lists add their own
// fields to the summary; the details nest its schedule and pay.

/** What each query selects for the summary's names (left-joined from the order's ids). */
export const summaryNameColumns = { categoryName: categories.name, cityName: cities.name, stateName: states.name };

type SummaryNames = { categoryName: string | null; cityName: string | null; stateName: string | null };

export type OrderSummary = Omit<AssignmentSummary, 'applicant_count' | 'customer_id' | 'customer_name' | 'assigned_engineer_name'>;

export function toSchedule(order: AssignmentRow): Pick<OrderSummary, 'schedule_type' | 'start_at' | 'end_at' | 'timezone'> {
  return { schedule_type: order.scheduleType, start_at: order.startAt.toISOString(), end_at: order.endAt?.toISOString() ?? null, timezone: order.timezone };
}

export function toPay(order: AssignmentRow) {
  return {
    payment_type: order.paymentTypeId,
    hourly_rate: order.hourlyRate,
    max_hours: order.maxHours,
    fixed_amount: order.fixedAmount,
    blended_first_hours: order.blendedFirstHours,
    blended_additional_rate: order.blendedAdditionalRate,
    agreed_amount: order.agreedAmount,
  } satisfies Partial<OrderSummary>;
}

export function toAssignmentSummary(order: AssignmentRow, names: SummaryNames): OrderSummary {
  return {
    id: order.id,
    title: order.title,
    status: order.status,
    category_id: order.categoryId,
    category_name: names.categoryName,
    city_name: names.cityName,
    state_name: names.stateName,
    location_type: order.locationTypeId,
    ...toSchedule(order),
    ...toPay(order),
    created_at: order.createdAt.toISOString(),
  };
}
