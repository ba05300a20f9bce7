import '@/contracts/configureZod';
import { z } from 'zod';
import { MAX_HOURLY_RATE, MAX_TRAVEL_DISTANCE, UPLOAD_FIELD } from '@/constants';
import { sessionUserSchema } from '@/contracts/auth';
import { idField, optionalText, requiredText } from '@/contracts/primitives';

// Request and answer shapes of the engineer profile endpoints. Plain zod with no server
// imports, so the portal's profile forms validate with the very same rules.

// ── contact info ────────────────────────────────────────────────────────────

export const contactInfoSchema = z.object({
  first_name: requiredText('Enter your first name'),
  last_name: requiredText('Enter your last name'),
  phone: z
    .string()
    .trim()
    .max(30, 'Use at most 30 characters')
    .regex(/^$|^\+?[\d\s().-]{7,}$/, 'Enter a valid phone number')
    .nullish(),
  address: optionalText(200),
  zip: optionalText(20),
  country_id: idField('Choose your country'),
  state_id: idField('Choose your state'),
  city_id: idField('Choose your city'),
});
export type ContactInfoInput = z.input<typeof contactInfoSchema>;
export type ContactInfo = z.output<typeof contactInfoSchema>;

// ── rate and distance ───────────────────────────────────────────────────────

export const distanceAndRateSchema = z.object({
  hourly_rate: z.coerce
    .number({ error: 'Enter your hourly rate' })
    .positive('Enter an hourly rate above 0')
    .max(MAX_HOURLY_RATE, `Enter at most ${MAX_HOURLY_RATE}`)
    .multipleOf(0.01, 'Use at most two decimals'),
  travel_distance: z.coerce
    .number({ error: 'Enter how far you travel, in miles' })
    .int('Enter whole miles')
    .min(1, 'Enter at least 1 mile')
    .max(MAX_TRAVEL_DISTANCE, `Enter at most ${MAX_TRAVEL_DISTANCE} miles`),
});
export type DistanceAndRateInput = z.input<typeof distanceAndRateSchema>;

// ── languages, skills, job titles ───────────────────────────────────────────

export const addLanguageSchema = z.object({
  language_id: idField('Choose a language'),
  fluency_level_id: idField('Choose a fluency level'),
});
export type AddLanguageInput = z.input<typeof addLanguageSchema>;

/** A new fluency for a language already on the profile (`id` is the get-user-languages row). */
export const updateLanguageSchema = z.object({
  id: idField('Choose a language to change'),
  fluency_level_id: idField('Choose a fluency level'),
});
export type UpdateLanguageInput = z.input<typeof updateLanguageSchema>;

/** `id` is the row of get-user-languages, not the language id. */
export const deleteLanguageSchema = z.object({ id: idField('Choose a language to remove') });

export const addSkillsSchema = z.object({
  skill_ids: z
    .array(idField('Choose a skill'), { error: 'Choose at least one skill' })
    .min(1, 'Choose at least one skill')
    .max(50, 'Choose at most 50 skills at a time'),
});
export type AddSkillsInput = z.input<typeof addSkillsSchema>;

export const deleteSkillSchema = z.object({ skill_id: idField('Choose a skill to remove') });

/** The complete set of the engineer's job titles; an empty list clears them. */
export const updateJobTitlesSchema = z.object({
  job_title_ids: z.array(idField('Choose a job title'), { error: 'Choose your job titles' }).max(20, 'Choose at most 20 job titles'),
});
export type UpdateJobTitlesInput = z.input<typeof updateJobTitlesSchema>;

// ── documents and picture (multipart/form-data) ─────────────────────────────


export const fileField = z.instanceof(File, { error: 'Choose a file to upload' });

export const profilePictureUploadSchema = z.object({ [UPLOAD_FIELD]: fileField });

/** The form fields beside the file; the portal form validates these, the server the whole body. */
export const documentUploadFieldsSchema = z.object({ document_type_id: idField('Choose the document type') });
export const documentUploadSchema = documentUploadFieldsSchema.extend({ [UPLOAD_FIELD]: fileField });

export const deleteDocumentSchema = z.object({ id: idField('Choose a document to remove') });

/** `?id=` of a document download. */
export const documentQuerySchema = z.object({ id: idField('Choose a document') });

// ── payment info ────────────────────────────────────────────────────────────

export const paymentInfoSchema = z.object({
  payment_method_id: idField('Choose a payment method'),
  account_holder: requiredText('Enter the account holder name', 120),
  /**
   * Account number, IBAN or payout e-mail. May be left out to keep the saved one when the
   * method does not change (the saved value is never sent back, only a masked form).
   */
  account_identifier: z
    .string()
    .trim()
    .max(64, 'Use at most 64 characters')
    .refine((value) => value === '' || value.replace(/[\s-]/g, '').length >= 4, 'Enter at least 4 characters')
    .nullish(),
  bank_name: optionalText(120),
  routing_code: optionalText(34),
});
export type PaymentInfoInput = z.input<typeof paymentInfoSchema>;
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

// ── answers ─────────────────────────────────────────────────────────────────

const named = z.object({ id: z.number().int(), name: z.string() });

export const profileCompletenessSchema = z.object({
  percent: z.number().int(),
  /** Labels of the parts still to fill in, e.g. 'Profile picture'. */
  missing: z.array(z.string()),
});

/** The signed-in user's own fields, then what the engineer's profile adds. */
export const engineerProfileSchema = sessionUserSchema
  .pick({ id: true, name: true, first_name: true, last_name: true, email: true, phone: true, profile_picture: true })
  .extend({
    address: z.string().nullable(),
    zip: z.string().nullable(),
    country_id: z.number().int().nullable(),
    state_id: z.number().int().nullable(),
    city_id: z.number().int().nullable(),
    country: named.nullable(),
    state: named.nullable(),
    city: named.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    hourly_rate: z.number().nullable(),
    travel_distance: z.number().int().nullable(),
    completeness: profileCompletenessSchema,
  });
export type EngineerProfile = z.infer<typeof engineerProfileSchema>;

/** update-distance-and-rate's answer: the rate and distance as saved. */
export const savedDistanceAndRateSchema = z.object({ hourly_rate: z.number(), travel_distance: z.number().int() });
export type SavedDistanceAndRate = z.infer<typeof savedDistanceAndRateSchema>;

/** The profile picture's public URL after an upload; null once it is removed. */
export const profilePictureSchema = engineerProfileSchema.pick({ profile_picture: true });

export const userLanguageSchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  language: z.string(),
  fluency_level_id: z.number().int(),
  fluency_level: z.string(),
});
export type UserLanguage = z.infer<typeof userLanguageSchema>;

export const skillsAndTitlesSchema = z.object({ skills: z.array(named), job_titles: z.array(named) });
export type SkillsAndTitles = z.infer<typeof skillsAndTitlesSchema>;

export const userDocumentSchema = z.object({
  id: z.number().int(),
  document_type_id: z.number().int(),
  document_type: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** Saved payment details; account_identifier is always masked ('•••• 6789', 'j•••@example.com'). */
export const paymentInfoViewSchema = z.object({
  payment_method_id: z.number().int(),
  payment_method: z.string(),
  account_holder: z.string(),
  account_identifier: z.string(),
  bank_name: z.string().nullable(),
  routing_code: z.string().nullable(),
  updated_at: z.string(),
});
export type PaymentInfoView = z.infer<typeof paymentInfoViewSchema>;
