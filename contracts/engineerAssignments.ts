import '@/contracts/configureZod';
import { z } from 'zod';
import { flagField, idField, idListField, isCalendarDate, pageFields, TIME_PATTERN } from '@/contracts/primitives';
import { ASSIGNMENT_STATUS, ENGINEER_STATUS_FILTERS } from '@/constants';
import { applicationStatusSchema, assignmentDetailsSchema, assignmentSummarySchema, counterOfferSchema, namedItemSchema } from '@/contracts/assignment';
import { PAYMENT_TYPE } from '@/constants';

// Queries, bodies and answers of the engineer's work-order endpoints (find work, apply, counter
// offer, my work). Plain zod with no server imports, shared with the portal's forms.

const optionalDate = (message: string) => z.string().trim().refine(isCalendarDate, message).optional();

// ── find work ───────────────────────────────────────────────────────────────

/** Find work's orders: by distance (nearest first), pay (the estimated total, highest first), start date, posted date. */
export const FIND_WORK_SORT_FIELDS = ['distance', 'pay', 'start_at', 'created_at'] as const;
export type FindWorkSortField = (typeof FIND_WORK_SORT_FIELDS)[number];

/** The longest keyword search. */
export const KEYWORDS_MAX_LENGTH = 200;

// The filters of find work, shared by its query and by saved searches (contracts/savedSearches).

/** Keywords: each word is matched as the start of a word of the title, description, skills or job title (all must match); blank means none. */
export const keywordsField = () =>
  z
    .string({ error: 'Enter keywords as text' })
    .trim()
    .max(KEYWORDS_MAX_LENGTH, `Use at most ${KEYWORDS_MAX_LENGTH} characters for keywords`)
    .transform((value) => value || undefined)
    .optional();

export const paymentTypeFilterField = () =>
  z.coerce
    .number({ error: 'Choose a payment type' })
    .refine((value) => Object.values(PAYMENT_TYPE).includes(value as 1 | 2 | 3), 'Choose a payment type');

export const minPayField = () =>
  z.coerce.number({ error: 'Enter the minimum pay as a number' }).min(0, 'Enter a minimum pay of 0 or more').max(1_000_000, 'Enter a minimum pay of at most 1,000,000');

export const earliestStartField = () => optionalDate('Enter the earliest start date as YYYY-MM-DD');
export const latestStartField = () => optionalDate('Enter the latest start date as YYYY-MM-DD');

export const sortByField = () => z.enum(FIND_WORK_SORT_FIELDS, { error: `sort_by is one of ${FIND_WORK_SORT_FIELDS.join(', ')}` });

/** Start dates in order: the arguments of a refinement of a schema with both. */
export const startDatesInOrder: [(query: { start_from?: string | null; start_to?: string | null }) => boolean, { path: string[]; message: string }] = [
  (query) => !query.start_from || !query.start_to || query.start_from <= query.start_to,
  { path: ['start_to'], message: 'The latest start date cannot be before the earliest' },
];

export const findWorkQuerySchema = z
  .object({
    ...pageFields,
    /** Keywords over the title, description, skills and job title (each word a prefix, all required). */
    q: keywordsField(),
    /** Only orders within the engineer's travel distance of their home (remote orders always pass). */
    within_distance: flagField(),
    /** Comma-separated skill ids; an order needing any of them matches. */
    skill_ids: idListField('Choose skills from the list').optional(),
    payment_type: paymentTypeFilterField().optional(),
    /** At least this pay: the hourly rate of hourly orders, the fixed amount of fixed and blended ones. */
    min_pay: minPayField().optional(),
    /** Start dates (YYYY-MM-DD) in each order's own time zone, both ends included. */
    start_from: earliestStartField(),
    start_to: latestStartField(),
    sort_by: sortByField().default('distance'),
    /** asc, except pay (highest first) and created_at (newest first): desc, unless given. */
    order: z.enum(['asc', 'desc'], { error: 'order is asc or desc' }).optional(),
  })
  .refine(...startDatesInOrder);
export type FindWorkQuery = z.output<typeof findWorkQuerySchema>;
export type FindWorkQueryInput = z.input<typeof findWorkQuerySchema>;

/** Engineer-side status codes a my-work list can be filtered by (11 All); 9 and 12 are accepted too. */
export const ENGINEER_FILTER_VALUES: number[] = [
  ...ENGINEER_STATUS_FILTERS.map((filter) => filter.value),
  ASSIGNMENT_STATUS.DECLINE,
  ASSIGNMENT_STATUS.PENDING_CONFIRMATION,
];

export const appliedListQuerySchema = z.object({
  ...pageFields,
  status: z.coerce
    .number({ error: 'Choose a status filter' })
    .int('Choose a status filter')
    .refine((value) => ENGINEER_FILTER_VALUES.includes(value), 'Choose a status filter')
    .default(ASSIGNMENT_STATUS.ALL),
});
export type AppliedListQuery = z.output<typeof appliedListQuerySchema>;

export const engineerAssignmentQuerySchema = z.object({ id: idField('Choose a work order') });

/** `?id=` of a work-order document download (the id from the details' documents list). */
export const engineerDocumentQuerySchema = z.object({ id: idField('Choose a document') });

// ── apply, counter offer, withdraw ──────────────────────────────────────────

/** The most an engineer may say to the company with an application or counter offer. */
export const APPLICATION_NOTE_MAX_LENGTH = 1000;

/** What the engineer says to the company with an application or counter offer: trimmed, blank is none. */
const applicationNoteField = z
  .string({ error: 'Write the note as text' })
  .trim()
  .max(APPLICATION_NOTE_MAX_LENGTH, `Use at most ${APPLICATION_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`)
  .nullish()
  .transform((note) => note || null);

export const applyAssignmentSchema = z.object({ assignment_id: idField('Choose a work order'), note: applicationNoteField });
export type ApplyAssignmentInput = z.input<typeof applyAssignmentSchema>;

/** PATCH leave-assignment: for now withdraws an open application (leaving an assigned order comes with the lifecycle). */
export const leaveAssignmentSchema = z.object({ assignment_id: idField('Choose a work order') });

/** An empty form field ('' or a number input's NaN) counts as not given. */
const blankAsNull = (value: unknown) => (value === '' || (typeof value === 'number' && Number.isNaN(value)) ? null : value);

const amountField = (label: string) =>
  z.preprocess(
    blankAsNull,
    z.coerce
      .number({ error: `Enter ${label} as a number` })
      .positive(`Enter ${label} greater than 0`)
      .max(1_000_000, `Enter ${label} of at most 1,000,000`)
      .nullish(),
  );

const optionalMatch = (pattern: RegExp, message: string) => z.preprocess(blankAsNull, z.string().trim().regex(pattern, message).nullish());
const optionalCalendarDate = (message: string) => z.preprocess(blankAsNull, z.string().trim().refine(isCalendarDate, message).nullish());

/**
 * Apply with other terms: a pay (payment_type and its amounts) and/or a schedule (start date
 * and time, optionally an end), in the order's time zone, with a reason. For a blended offer
 * fixed_amount covers the order's first hours and hourly_rate is the rate for additional hours.
 */
export const counterOfferInputSchema = z
  .object({
    assignment_id: idField('Choose a work order'),
    payment_type: z.preprocess(blankAsNull, z.coerce.number({ error: 'Choose a payment type' }).pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose a payment type' })).nullish()),
    hourly_rate: amountField('the hourly rate'),
    fixed_amount: amountField('the fixed amount'),
    max_hours: amountField('the maximum hours'),
    start_date: optionalCalendarDate('Enter the start date'),
    start_time: optionalMatch(TIME_PATTERN, 'Enter the start time'),
    end_date: optionalCalendarDate('Enter the end date'),
    end_time: optionalMatch(TIME_PATTERN, 'Enter the end time'),
    reason: z
      .string({ error: 'Say why you propose these terms' })
      .trim()
      .min(1, 'Say why you propose these terms')
      .max(1000, 'Use at most 1000 characters'),
    note: applicationNoteField,
  })
  .superRefine((offer, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const has = (value: unknown) => value !== null && value !== undefined;
    const offersPay = has(offer.payment_type);
    const offersSchedule = has(offer.start_date) || has(offer.start_time) || has(offer.end_date) || has(offer.end_time);

    const offersAmounts = has(offer.hourly_rate) || has(offer.fixed_amount) || has(offer.max_hours);
    if (!offersPay && offersAmounts) issue('payment_type', 'Choose the payment type of your offer');
    if (offer.payment_type === PAYMENT_TYPE.HOURLY) {
      if (!has(offer.hourly_rate)) issue('hourly_rate', 'Enter the hourly rate');
      if (!has(offer.max_hours)) issue('max_hours', 'Enter the maximum hours');
    } else if (offer.payment_type === PAYMENT_TYPE.FIXED) {
      if (!has(offer.fixed_amount)) issue('fixed_amount', 'Enter the fixed amount');
    } else if (offer.payment_type === PAYMENT_TYPE.BLENDED) {
      if (!has(offer.fixed_amount)) issue('fixed_amount', 'Enter the fixed amount for the first hours');
      if (!has(offer.hourly_rate)) issue('hourly_rate', 'Enter the rate for additional hours');
    }

    if (offersSchedule) {
      if (!has(offer.start_date)) issue('start_date', 'Enter the start date');
      if (!has(offer.start_time)) issue('start_time', 'Enter the start time');
      if (has(offer.end_date) !== has(offer.end_time)) issue(has(offer.end_date) ? 'end_time' : 'end_date', has(offer.end_date) ? 'Enter the end time' : 'Enter the end date');
      const start = `${offer.start_date}T${offer.start_time}`;
      const end = `${offer.end_date}T${offer.end_time}`;
      // Both ends are wall-clock times in the order's zone, so the strings compare in time order.
      if (has(offer.start_date) && has(offer.start_time) && has(offer.end_date) && has(offer.end_time) && end <= start) {
        issue(offer.end_date! < offer.start_date! ? 'end_date' : 'end_time', 'The end must be after the start');
      }
    }
    if (!offersPay && !offersAmounts && !offersSchedule) issue('payment_type', 'Offer a different pay or schedule');
  });
export type CounterOfferInput = z.output<typeof counterOfferInputSchema>;
export type CounterOfferFormValues = z.input<typeof counterOfferInputSchema>;

// ── answers ─────────────────────────────────────────────────────────────────

/** The engineer's own application on an order. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  has_counter_offer: z.boolean(),
  counter_offer: counterOfferSchema.nullable(),
  /** What the engineer said to the company with the application, or null. */
  note: z.string().nullable(),
  applied_at: z.string(),
  updated_at: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** One order in find work or my work, as an engineer sees it. */
export const engineerAssignmentRowSchema = assignmentSummarySchema
  .pick({
    id: true,
    title: true,
    status: true,
    category_id: true,
    category_name: true,
    city_name: true,
    state_name: true,
    location_type: true,
    schedule_type: true,
    start_at: true,
    end_at: true,
    timezone: true,
    payment_type: true,
    hourly_rate: true,
    max_hours: true,
    fixed_amount: true,
    blended_first_hours: true,
    blended_additional_rate: true,
    agreed_amount: true,
    created_at: true,
  })
  .extend({
    company_name: z.string(),
    /** How engineers rated the company (revealed ratings only). */
    company_rating_average: z.number().nullable(),
    company_rating_count: z.number().int(),
    skills: z.array(namedItemSchema),
    /** Miles from the engineer's home; null for remote orders or when either side has no coordinates. */
    distance_miles: z.number().nullable(),
    /** Where the site is (its city's coordinates, WGS 84), for the map; null for remote orders or a place without coordinates. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /**
     * Engineer-side status (constants ENGINEER_STATUS_LABELS): 0 Applied while the application is
     * open, 9 Decline, 10 Cancelled, else the order's status once assigned to this engineer; null
     * when the engineer has not applied.
     */
    engineer_status: z.number().int().nullable(),
    my_application: myApplicationSchema.nullable(),
    /** True while the order is offered to this engineer alone: they may accept or decline it. */
    offered_to_me: z.boolean(),
    /** While the order is routed to this engineer or their talent pool: when it opens to everyone. */
    routed_until: z.string().nullable(),
  });
export type EngineerAssignmentRow = z.infer<typeof engineerAssignmentRowSchema>;

/** One order in full, as an engineer sees it (no other engineers, no customer contact). */
export const engineerAssignmentDetailsSchema = assignmentDetailsSchema
  .omit({ customer_id: true, customer_name: true, assigned_engineer: true, applicant_count: true, counter_offer: true, routing: true })
  .extend({
    distance_miles: z.number().nullable(),
    engineer_status: z.number().int().nullable(),
    my_application: myApplicationSchema.nullable(),
    /** True when this engineer is assigned to the order. */
    is_assigned_to_me: z.boolean(),
    /** Applicants (open application) and the assignee may download the order's documents. */
    can_download_documents: z.boolean(),
    /** True while the order is offered to this engineer alone: they may accept or decline it. */
    offered_to_me: z.boolean(),
    /** While the order is routed to this engineer or their talent pool: when it opens to everyone. */
    routed_until: z.string().nullable(),
  });
export type EngineerAssignmentDetails = z.infer<typeof engineerAssignmentDetailsSchema>;
