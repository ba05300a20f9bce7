import '@/contracts/configureZod';
import { z } from 'zod';
import { assignmentInputSchema, basicInfoSchema, deliverableInputSchema, fileInfoSchema, locationSchema, pricingSchema, schedulingSchema } from '@/contracts/assignment';
import { idField, idValue, isoTime, requiredText } from '@/contracts/primitives';

// Work-order templates: a draft without its schedule, named and kept for reuse.

export const TEMPLATE_NAME_MAX_LENGTH = 120;

/** Every section of the work-order draft but the schedule. */
export const templateDraftSchema = assignmentInputSchema.omit({ scheduling: true });
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

const templateName = requiredText('Give the template a name', TEMPLATE_NAME_MAX_LENGTH);
/** Stored files (a template's `documents[].id`, an order's `documents[].file_id`) to attach again instead of uploading them twice. */
const reuseFileIds = z.array(idValue('Unknown document'), { error: 'List document file ids' }).max(20, 'Reuse at most 20 documents').default([]);

/**
 * The `data` part of POST /customers/templates: a name, whether the company's customers all see
 * it, and either the draft or an existing order (`from_assignment_id`) whose draft and
 * documents it takes.
 */
export const createTemplateSchema = z
  .object({
    name: templateName,
    shared: z.boolean({ error: 'Say whether the template is shared' }).default(false),
    draft: templateDraftSchema.optional(),
    from_assignment_id: idValue('Choose a work order').optional(),
    reuse_file_ids: reuseFileIds,
  })
  .superRefine((input, context) => {
    if ((input.draft === undefined) === (input.from_assignment_id === undefined)) {
      context.addIssue({ code: 'custom', path: ['draft'], message: 'Send either the draft or from_assignment_id' });
    }
  });
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

/** The `data` part of PUT /customers/templates/{id}: what changes (left out = kept). */
export const updateTemplateSchema = z.object({
  name: templateName.optional(),
  shared: z.boolean({ error: 'Say whether the template is shared' }).optional(),
  draft: templateDraftSchema.optional(),
  /** Files of the template to detach (`documents[].id`). */
  remove_file_ids: z.array(idValue('Unknown document'), { error: 'List document file ids' }).default([]),
});
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;

/** The `{id}` of the template paths. */
export const templateIdParamSchema = z.object({ id: idField('Choose a template') });

/**
 * POST /customers/templates/{id}/work-orders: the schedule, and sections that replace the
 * template's for this order only.
 */
export const postFromTemplateSchema = z.object({
  scheduling: schedulingSchema,
  basic_info: basicInfoSchema.optional(),
  location: locationSchema.optional(),
  pricing: pricingSchema.optional(),
  deliverables: z.array(deliverableInputSchema, { error: 'List the deliverables' }).max(20, 'Ask for at most 20 deliverables').optional(),
});
export type PostFromTemplateInput = z.infer<typeof postFromTemplateSchema>;

/** A template as the list shows it. */
export const templateSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  shared: z.boolean(),
  title: z.string(),
  /** Set when a customer user made it. */
  customer_id: z.number().nullable(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  document_count: z.number(),
  /** Whether the signed-in user may rename, edit or delete it (the company: all; a customer: its own). */
  can_edit: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** One template with its draft and documents (`documents[].id` is the stored file's id). */
export const templateDetailsSchema = templateSummarySchema.extend({
  draft: templateDraftSchema,
  documents: z.array(fileInfoSchema),
});
export type TemplateDetails = z.infer<typeof templateDetailsSchema>;

/** The name dialog of "Save as template" and "Rename": the name and whether the company's customers all see it. */
export const templateNameFormSchema = z.object({
  name: templateName,
  shared: z.boolean(),
});
export type TemplateNameValues = z.infer<typeof templateNameFormSchema>;
