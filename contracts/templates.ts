import '@/contracts/configureZod';
import { z } from 'zod';
import { assignmentInputSchema } from '@/contracts/assignment';

// Work-order templates: a draft without its schedule, named and kept for reuse.

/** Every section of the work-order draft but the schedule. */
export const templateDraftSchema = assignmentInputSchema.omit({ scheduling: true });
export type TemplateDraft = z.infer<typeof templateDraftSchema>;
