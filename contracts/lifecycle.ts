import '@/contracts/configureZod';
import { z } from 'zod';
import { CHECK_IN_TIMINGS, LIFECYCLE_ACTIONS, UPLOAD_FIELD } from '@/constants';
import { assignmentDeliverableSchema, assignmentDetailsSchema } from '@/contracts/assignmentResponses';
import { engineerAssignmentDetailsSchema } from '@/contracts/engineerAssignments';
import { fileField } from '@/contracts/engineerProfile';
import { expenseSummarySchema } from '@/contracts/expenses';
import { actedAtField, flagField, idField, isoTime, money } from '@/contracts/primitives';

// Bodies and answers of the work-order lifecycle after assignment: confirm,
// check in and out, deliverables, complete, approve or correct, pay, leave. Plain zod, shared
// with the portal.

/** The body of every transition that needs nothing but the order. */
export const lifecycleActionSchema = z.object({ assignment_id: idField('Choose a work order') });
export type LifecycleActionInput = z.input<typeof lifecycleActionSchema>;

/** An engineer's step on site, which may have been queued offline: the order and when they acted. */
export const engineerStepSchema = lifecycleActionSchema.extend({ acted_at: actedAtField() });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `Send the ${label} as a number` })
    .min(-limit, `The ${label} is out of range`)
    .max(limit, `The ${label} is out of range`)
    .nullish();

/** Check-in and check-out: the time is the server's; the position is optional (where the browser grants it). */
export const checkInOutSchema = engineerStepSchema
  .extend({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) })
  .refine((body) => (body.latitude == null) === (body.longitude == null), { path: ['longitude'], message: 'Send both latitude and longitude, or neither' });
export type CheckInOutInput = z.input<typeof checkInOutSchema>;

export const sendForCorrectionSchema = lifecycleActionSchema.extend({
  note: z.string({ error: 'Say what needs correcting' }).trim().min(1, 'Say what needs correcting').max(2000, 'Use at most 2000 characters'),
});
export type SendForCorrectionInput = z.input<typeof sendForCorrectionSchema>;

/** Record the payment; with expected_total, a total that changed since the breakdown was shown is a 409. */
export const payAssignmentSchema = lifecycleActionSchema.extend({
  expected_total: z.number({ error: 'Send the expected total as a number' }).min(0, 'The expected total cannot be negative').optional(),
});
export type PayAssignmentInput = z.input<typeof payAssignmentSchema>;

export const paymentBreakdownQuerySchema = z.object({ id: idField('Choose a work order') });

/**
 * PATCH add-deliverable (multipart): `file` for the deliverable `deliverable_id` (replacing an
 * earlier file), and/or `submit=true` to hand the deliverables in (4 → 5), which needs a file
 * for every required deliverable.
 */
export const deliverableUploadFieldsSchema = z.object({
  assignment_id: idField('Choose a work order'),
  deliverable_id: idField('Choose a deliverable').optional(),
  submit: flagField(),
  acted_at: actedAtField(),
});
export const deliverableUploadSchema = deliverableUploadFieldsSchema.extend({ [UPLOAD_FIELD]: fileField.optional() });

/** `?id=` of a delivered file download: the deliverable's id from the details. */
export const deliverableFileQuerySchema = z.object({ id: idField('Choose a deliverable') });

/** What a transition answers: the order's status now and the event it logged. */
export const lifecycleResultSchema = z.object({
  assignment_id: z.number().int(),
  status: z.number().int(),
  /** The log event code (second code set), or null when nothing moved (an upload alone). */
  event: z.string().nullable(),
});
export type LifecycleResult = z.infer<typeof lifecycleResultSchema>;

export const deliverableResultSchema = lifecycleResultSchema.extend({ deliverables: z.array(assignmentDeliverableSchema) });
export type DeliverableResult = z.infer<typeof deliverableResultSchema>;

/** The pay of an order from its agreed terms and recorded hours, plus approved expenses. */
export const paymentBreakdownSchema = z.object({
  assignment_id: z.number().int(),
  payment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** From check-in to check-out, in hours (two decimals); null until both are recorded. */
  hours_worked: z.number().nullable(),
  /** The hours paid: hours worked, capped by max_hours. */
  billable_hours: z.number().nullable(),
  hourly_rate: money,
  max_hours: money,
  fixed_amount: money,
  blended_first_hours: money,
  blended_additional_rate: money,
  labor_amount: z.number(),
  expenses_amount: z.number(),
  approved_expense_count: z.number().int(),
  pending_expense_count: z.number().int(),
  total: z.number(),
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

export const paymentRecordSchema = z.object({
  total_amount: z.number(),
  labor_amount: z.number(),
  expenses_amount: z.number(),
  hours_worked: z.number().nullable(),
  gateway: z.string(),
  reference: z.string(),
  paid_at: isoTime,
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentResultSchema = lifecycleResultSchema.extend({ payment: paymentRecordSchema });

/** How the work went, as both sides see it. */
export const workProgressSchema = z.object({
  checked_in_at: isoTime.nullable(),
  /** Against the agreed schedule, decided at check-in (within CHECK_IN_TOLERANCE_MINUTES is on time); null before check-in. */
  check_in_timing: z.enum(CHECK_IN_TIMINGS).nullable(),
  /** How many minutes before the start (a window's opening) or after it (the window's close) the check-in was; 0 inside it. */
  check_in_minutes_off_schedule: z.number().int().nullable(),
  check_in_confirmed_at: isoTime.nullable(),
  checked_out_at: isoTime.nullable(),
  check_out_confirmed_at: isoTime.nullable(),
  hours_worked: z.number().nullable(),
  completed_at: isoTime.nullable(),
  /** While waiting for approval (6): when the order approves itself. */
  approval_due_at: isoTime.nullable(),
  approved_at: isoTime.nullable(),
  /** Once approved: approval plus the order's payment days. */
  payment_due_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
  /** The company side's note of the last send-for-correction, until the order is completed again. */
  correction_note: z.string().nullable(),
  expenses: expenseSummarySchema,
  payment: paymentRecordSchema.nullable(),
  /** What this user may do now, in table order (constants/lifecycle.ts, less confirmations already given): the details pages offer exactly these. */
  available_actions: z.array(z.enum(LIFECYCLE_ACTIONS)),
});
export type WorkProgress = z.infer<typeof workProgressSchema>;

/** Where the engineer was when checking in or out; only the company side sees it. */
export const positionSchema = z.object({ latitude: z.number(), longitude: z.number(), distance_miles: z.number().nullable() });

export const companyWorkProgressSchema = workProgressSchema.extend({
  check_in_position: positionSchema.nullable(),
  check_out_position: positionSchema.nullable(),
});
export type CompanyWorkProgress = z.infer<typeof companyWorkProgressSchema>;

/** GET /customers/get-assignment-details: the order with its progress. */
export const companyWorkOrderDetailsSchema = assignmentDetailsSchema.extend({ progress: companyWorkProgressSchema });
export type CompanyWorkOrderDetails = z.infer<typeof companyWorkOrderDetailsSchema>;

/** The engineer's details answers: progress only on an order assigned to them, else null. */
export const engineerWorkOrderDetailsSchema = engineerAssignmentDetailsSchema.extend({ progress: workProgressSchema.nullable() });
export type EngineerWorkOrderDetails = z.infer<typeof engineerWorkOrderDetailsSchema>;
