import '@/contracts/configureZod';
import { z } from 'zod';
import { listOptionSchema } from '@/contracts/lists';
import { isoTime, money } from '@/contracts/primitives';
import { trackRecordSchema } from '@/contracts/trackRecord';
import { routingSchema } from '@/contracts/talentPools';

// What the API answers about work orders (company side; the engineer side reuses the parts).
// Times are ISO 8601 UTC strings; `start_date`/`start_time` echo the wall clock in the order's
// time zone so an edit form can be filled as it was entered.

const id = z.number().int();
const typeCode = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const APPLICATION_STATUSES = ['applied', 'declined', 'assigned', 'withdrawn', 'left'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** A named list item the order points at (category, skill, …). */
export const namedItemSchema = listOptionSchema;

export const fileInfoSchema = z.object({ id, name: z.string(), mime_type: z.string(), size_bytes: id });
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** An engineer's counter offer: other pay and/or another schedule, with a reason. */
export const counterOfferSchema = z.object({
  payment_type: typeCode.nullable(),
  hourly_rate: money,
  fixed_amount: money,
  max_hours: money,
  start_at: isoTime.nullable(),
  end_at: isoTime.nullable(),
  reason: z.string().nullable(),
});
export type CounterOffer = z.infer<typeof counterOfferSchema>;

/** One row of the company's work-order list. */
export const assignmentSummarySchema = z.object({
  id,
  title: z.string(),
  status: id,
  category_id: id.nullable(),
  category_name: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  location_type: typeCode,
  schedule_type: z.enum(['exact', 'window']),
  start_at: isoTime,
  end_at: isoTime.nullable(),
  timezone: z.string(),
  payment_type: typeCode,
  hourly_rate: money,
  max_hours: money,
  fixed_amount: money,
  blended_first_hours: money,
  blended_additional_rate: money,
  agreed_amount: money,
  applicant_count: id,
  /** Set when one of the company's customers posted the order. */
  customer_id: id.nullable(),
  customer_name: z.string().nullable(),
  assigned_engineer_name: z.string().nullable(),
  created_at: isoTime,
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

export const assignmentDeliverableSchema = z.object({
  id,
  name: z.string(),
  document_type_id: id.nullable(),
  document_type_name: z.string().nullable(),
  is_required: z.boolean(),
  /** The delivered file, once the engineer has handed it in. */
  file: fileInfoSchema.nullable(),
  delivered_at: isoTime.nullable(),
  /** On a Customer Sign-off whose file is the customer's signature: who signed, when, and where (if the browser said). */
  sign_off: z
    .object({ signer_name: z.string(), signed_at: isoTime, latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable(),
});

export const assignmentCompanySchema = z.object({
  id,
  name: z.string(),
  logo: z.string().nullable(),
  rating_average: z.number().nullable(),
  rating_count: id,
});

export const assignedEngineerSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_picture: z.string().nullable(),
});

/** A work order with every section as stored, plus the names of what it refers to. */
export const assignmentDetailsSchema = z.object({
  id,
  status: id,
  company_id: id,
  customer_id: id.nullable(),
  customer_name: z.string().nullable(),
  basic_info: z.object({
    title: z.string(),
    category_id: id.nullable(),
    category_name: z.string().nullable(),
    description: z.string(),
    skill_ids: z.array(id),
    skills: z.array(namedItemSchema),
    job_title_id: id.nullable(),
    job_title_name: z.string().nullable(),
  }),
  location: z.object({
    location_type: typeCode,
    location_type_name: z.string().nullable(),
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    country_id: id.nullable(),
    country_name: z.string().nullable(),
    state_id: id.nullable(),
    state_name: z.string().nullable(),
    city_id: id.nullable(),
    city_name: z.string().nullable(),
    zip: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  scheduling: z.object({
    schedule_type: z.enum(['exact', 'window']),
    start_date: z.string(),
    start_time: z.string(),
    end_date: z.string().nullable(),
    end_time: z.string().nullable(),
    timezone: z.string(),
    start_at: isoTime,
    end_at: isoTime.nullable(),
  }),
  pricing: z.object({
    payment_type: typeCode,
    payment_type_name: z.string().nullable(),
    hourly_rate: money,
    max_hours: money,
    fixed_amount: money,
    blended_first_hours: money,
    blended_additional_rate: money,
    payment_day_id: id.nullable(),
    payment_day_name: z.string().nullable(),
    /** What was agreed when an engineer was assigned (their counter offer's pay, if accepted). */
    agreed_amount: money,
  }),
  deliverables: z.array(assignmentDeliverableSchema),
  /** `file_id`: the stored file, which a new order or template may reuse (reuse_file_ids). */
  documents: z.array(fileInfoSchema.extend({ file_id: id })),
  company: assignmentCompanySchema,
  assigned_engineer: assignedEngineerSchema.nullable(),
  applicant_count: id,
  created_at: isoTime,
  updated_at: isoTime,
  cancelled_at: isoTime.nullable(),
  /** While the order is routed (to a talent pool, or offered to one engineer): where, and until when; null once open to everyone. */
  routing: routingSchema.nullable(),
  /**
   * Only with include_counter_offer_data=true: on the company side, the counter offer the
   * assigned engineer made (accepted when they were assigned), or null.
   */
  counter_offer: counterOfferSchema.nullable().optional(),
});
export type AssignmentDetails = z.infer<typeof assignmentDetailsSchema>;

/** An applicant of a work order, as the company chooses among them. */
export const talentEngineerSchema = z.object({
  application_id: id,
  engineer_id: id,
  name: z.string(),
  profile_picture: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  hourly_rate: money,
  applied_at: isoTime,
  status: applicationStatusSchema,
  counter_offer: counterOfferSchema.nullable(),
  /** What the engineer said with the application or counter offer, or null. */
  note: z.string().nullable(),
  /** From ratings the company side gave the engineer (commented_by 'company'). */
  rating_average: z.number().nullable(),
  rating_count: id,
  /** From the order to the engineer's home; null when either has no coordinates. */
  distance_miles: z.number().nullable(),
  /** Their record from all their orders, with the order's company for completed_with_company. */
  track_record: trackRecordSchema,
});
export type TalentEngineer = z.infer<typeof talentEngineerSchema>;
