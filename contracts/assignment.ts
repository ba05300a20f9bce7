import '@/contracts/configureZod';
import { z } from 'zod';
import { dateField, idValue, isCalendarDate, optionalText, requiredText, TIME_PATTERN, timeField } from '@/contracts/primitives';
import { DRAFT_DEFAULT_LOCATION_TYPE, DRAFT_DEFAULT_PAYMENT_TYPE, LOCATION_TYPE, PAYMENT_TYPE, SCHEDULE_TYPES } from '@/constants';
import { routingInputSchema } from '@/contracts/talentPools';

// The work-order draft and the answers about work orders. Plain zod with no
// server imports: the portal's assignment form uses these very schemas with zodResolver.



/** A positive amount of money or hours; null when the payment type does not use it. */
const amountField = (label: string) =>
  z
    .number({ error: `Enter ${label} as a number` })
    .positive(`Enter ${label} greater than 0`)
    .max(1_000_000, `Enter ${label} of at most 1,000,000`)
    .nullish();

/** True for IANA zone names this runtime knows (America/Chicago). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Section rules run even while other fields are still wrong, so a form shows every problem at once. */
const alwaysCheck = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };


export const basicInfoSchema = z.object({
  title: requiredText('Enter a title', 200),
  category_id: idValue('Choose a category'),
  description: requiredText('Enter a description', 5000),
  skill_ids: z.array(idValue('Choose a skill'), { error: 'Choose skills from the list' }).max(20, 'Choose at most 20 skills').default([]),
  job_title_id: idValue('Choose a job title').nullish(),
});

export const locationSchema = z
  .object({
    location_type: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose a location type' })
      .default(DRAFT_DEFAULT_LOCATION_TYPE as 1),
    address_line1: optionalText(200),
    address_line2: optionalText(200),
    country_id: idValue('Choose a country').nullish(),
    state_id: idValue('Choose a state').nullish(),
    city_id: idValue('Choose a city').nullish(),
    zip: optionalText(20),
  })
  .superRefine((location, context) => {
    if (location.location_type === LOCATION_TYPE.REMOTE) return;
    const missing = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!location.address_line1) missing('address_line1', 'Enter the street address');
    if (!location.country_id) missing('country_id', 'Choose a country');
    if (!location.state_id) missing('state_id', 'Choose a state');
    if (!location.city_id) missing('city_id', 'Choose a city');
  }, alwaysCheck)
  // The rule above as the document states it (JSON Schema if/else), so a client generated from it knows.
  .meta({
    description:
      'address_line1, country_id, state_id and city_id are required unless location_type is 2 (remote): an on-site (1, the default) ' +
      'or hybrid (3) order without them is a 400 ("Enter the street address", "Choose a country", …)',
    if: { properties: { location_type: { const: LOCATION_TYPE.REMOTE } }, required: ['location_type'] },
    else: {
      required: ['address_line1', 'country_id', 'state_id', 'city_id'],
      properties: { address_line1: { type: 'string', pattern: '\\S' }, country_id: { type: 'integer' }, state_id: { type: 'integer' }, city_id: { type: 'integer' } },
    },
  });

export const schedulingSchema = z
  .object({
    schedule_type: z.enum(SCHEDULE_TYPES, { error: 'Choose an exact time or a time window' }).default('exact'),
    start_date: dateField('Enter the start date'),
    start_time: timeField('Enter the start time'),
    end_date: dateField('Enter the end date').nullish(),
    end_time: timeField('Enter the end time').nullish(),
    timezone: z
      .string({ error: 'Choose a time zone' })
      .trim()
      .min(1, { message: 'Choose a time zone', abort: true })
      .refine(isTimeZone, 'Choose a time zone from the list'),
  })
  .superRefine((schedule, context) => {
    if (schedule.schedule_type !== 'window') return;
    if (!schedule.end_date) context.addIssue({ code: 'custom', path: ['end_date'], message: 'Enter the end date' });
    if (!schedule.end_time) context.addIssue({ code: 'custom', path: ['end_time'], message: 'Enter the end time' });
    const { start_date: startDate, start_time: startTime, end_date: endDate, end_time: endTime } = schedule;
    if (!endDate || !endTime || !isCalendarDate(String(startDate)) || !isCalendarDate(String(endDate))) return;
    if (!TIME_PATTERN.test(String(startTime)) || !TIME_PATTERN.test(String(endTime))) return;
    // Both ends are wall-clock times in the same zone, so the strings compare in time order.
    if (`${endDate}T${endTime}` <= `${startDate}T${startTime}`) {
      const path = endDate < startDate ? 'end_date' : 'end_time';
      context.addIssue({ code: 'custom', path: [path], message: 'The end must be after the start' });
    }
  }, alwaysCheck);

export const pricingSchema = z
  .object({
    payment_type: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose a payment type' })
      .default(DRAFT_DEFAULT_PAYMENT_TYPE as 2),
    hourly_rate: amountField('the hourly rate'),
    max_hours: amountField('the maximum hours'),
    fixed_amount: amountField('the fixed amount'),
    blended_first_hours: amountField('the hours the fixed amount covers'),
    blended_additional_rate: amountField('the rate for additional hours'),
    payment_day_id: idValue('Choose the payment terms'),
  })
  .superRefine((pricing, context) => {
    const need = (path: keyof typeof pricing, message: string) => {
      if (typeof pricing[path] !== 'number') context.addIssue({ code: 'custom', path: [path], message });
    };
    if (pricing.payment_type === PAYMENT_TYPE.HOURLY) {
      need('hourly_rate', 'Enter the hourly rate');
      need('max_hours', 'Enter the maximum hours');
    } else if (pricing.payment_type === PAYMENT_TYPE.FIXED) {
      need('fixed_amount', 'Enter the fixed amount');
    } else if (pricing.payment_type === PAYMENT_TYPE.BLENDED) {
      need('fixed_amount', 'Enter the fixed amount for the first hours');
      need('blended_first_hours', 'Enter the hours the fixed amount covers');
      need('blended_additional_rate', 'Enter the rate for additional hours');
      if (typeof pricing.max_hours === 'number' && typeof pricing.blended_first_hours === 'number' && pricing.max_hours < pricing.blended_first_hours) {
        context.addIssue({ code: 'custom', path: ['max_hours'], message: 'The maximum hours cannot be less than the hours the fixed amount covers' });
      }
    }
  }, alwaysCheck);

export const deliverableInputSchema = z.object({
  /** Set for a deliverable the order already has (edit); absent for a new one. */
  id: idValue('Unknown deliverable').optional(),
  name: requiredText('Enter the deliverable name', 200),
  document_type_id: idValue('Choose a document type'),
  is_required: z.boolean({ error: 'Say whether this deliverable is required' }).default(true),
});

export const assignmentInputSchema = z.object({
  basic_info: basicInfoSchema,
  location: locationSchema,
  scheduling: schedulingSchema,
  pricing: pricingSchema,
  deliverables: z.array(deliverableInputSchema, { error: 'List the deliverables' }).max(20, 'Ask for at most 20 deliverables').default([]),
  /** Where the new order goes first (a talent pool or one engineer) before it opens to everyone; left out: open to everyone. */
  routing: routingInputSchema.optional(),
});
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;
export type AssignmentFormValues = z.input<typeof assignmentInputSchema>;

/** The `data` field of update-assignment: the draft (routing is set when posting, or by routing the order) plus which order and which documents to drop. */
export const assignmentUpdateSchema = assignmentInputSchema.omit({ routing: true }).extend({
  assignment_id: idValue('Choose a work order'),
  remove_document_ids: z.array(idValue('Unknown document'), { error: 'List document ids' }).default([]),
});
export type AssignmentUpdateInput = z.infer<typeof assignmentUpdateSchema>;

/** A fresh draft: location_type 1, payment_type 2. */
export const assignmentDefaults: AssignmentFormValues = {
  basic_info: { title: '', category_id: null as unknown as number, description: '', skill_ids: [], job_title_id: null },
  location: { location_type: 1, address_line1: '', address_line2: '', country_id: null, state_id: null, city_id: null, zip: '' },
  scheduling: { schedule_type: 'exact', start_date: '', start_time: '', end_date: null, end_time: null, timezone: '' },
  pricing: {
    payment_type: 2,
    hourly_rate: null,
    max_hours: null,
    fixed_amount: null,
    blended_first_hours: null,
    blended_additional_rate: null,
    payment_day_id: null as unknown as number,
  },
  deliverables: [],
};

export * from '@/contracts/assignmentResponses';
export * from '@/contracts/assignmentActions';
