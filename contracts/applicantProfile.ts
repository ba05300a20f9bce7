import '@/contracts/configureZod';
import { z } from 'zod';
import { idField } from '@/contracts/primitives';
import { trackRecordSchema } from '@/contracts/trackRecord';
import { applicationStatusSchema, namedItemSchema } from '@/contracts/assignmentResponses';
import { workingDayViewSchema } from '@/contracts/workingHours';

// An engineer's profile as the company side of an order they applied to (or work on) sees it:
// what helps choose among applicants, never their payment details.

/** `?assignment_id=&engineer_id=` of GET /customers/get-engineer-profile. */
export const applicantProfileQuerySchema = z.object({
  assignment_id: idField('Choose a work order'),
  engineer_id: idField('Choose an engineer'),
});
export type ApplicantProfileQuery = z.output<typeof applicantProfileQuerySchema>;

export const applicantProfileSchema = z.object({
  engineer_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  /** Their application on this order (assigned for the assignee). */
  application_status: applicationStatusSchema,
  /** What the engineer said to the company with the application or counter offer, or null. */
  application_note: z.string().nullable(),
  /** Contact details only for the order's assignee, as the order's details already give them. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  travel_distance: z.number().int().nullable(),
  /** From the order to the engineer's home; null when either has no coordinates. */
  distance_miles: z.number().nullable(),
  /** From ratings company sides gave the engineer (revealed ones only). */
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  skills: z.array(namedItemSchema),
  job_titles: z.array(namedItemSchema),
  languages: z.array(z.object({ language: z.string(), fluency_level: z.string() })),
  /** Which documents the engineer keeps on their profile, by type and name; the files stay private. */
  documents: z.array(z.object({ document_type: z.string(), file_name: z.string() })),
  /** Sunday first; times 'HH:MM' in the engineer's own time. */
  working_hours: z.array(workingDayViewSchema),
  /** Their record from all their orders, with the order's company for completed_with_company. */
  track_record: trackRecordSchema,
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;
