import '@/contracts/configureZod';
import { z } from 'zod';
import { flagField, idField, pageFields } from '@/contracts/primitives';
import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_STATUS, COMPANY_FILTER_VALUES } from '@/constants';

// Bodies and queries of the company-side work-order actions. Plain zod, shared with the portal.

export const assignmentListQuerySchema = z.object({
  ...pageFields,
  order: z.enum(['asc', 'desc'], { error: 'order is asc or desc' }).default('desc'),
  sort_by: z.enum(ASSIGNMENT_SORT_FIELDS, { error: `sort_by is one of ${ASSIGNMENT_SORT_FIELDS.join(', ')}` }).default('created_at'),
  status: z.coerce
    .number({ error: 'Choose a status filter' })
    .int('Choose a status filter')
    .refine((value) => (COMPANY_FILTER_VALUES as number[]).includes(value), 'Choose a status filter')
    .default(ASSIGNMENT_STATUS.ALL),
  search: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

export const assignmentDetailsQuerySchema = z.object({
  id: idField('Choose a work order'),
  include_counter_offer_data: flagField(),
});

export const assignmentIdQuerySchema = z.object({ id: idField('Choose a work order') });

export const assignEngineerSchema = z.object({
  assignment_id: idField('Choose a work order'),
  engineer_id: idField('Choose an engineer'),
});
export type AssignEngineerInput = z.infer<typeof assignEngineerSchema>;

export const declineEngineerSchema = assignEngineerSchema;
export type DeclineEngineerInput = z.infer<typeof declineEngineerSchema>;

export const cancelAssignmentSchema = z.object({
  assignment_id: idField('Choose a work order'),
  reason: z.string().trim().max(1000, 'Use at most 1000 characters').nullish(),
});
export type CancelAssignmentInput = z.infer<typeof cancelAssignmentSchema>;

export const deleteAssignmentSchema = z.object({ assignment_id: idField('Choose a work order') });
export type DeleteAssignmentInput = z.infer<typeof deleteAssignmentSchema>;
