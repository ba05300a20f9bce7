import { TEMPLATE_ENDPOINTS, withPathId } from '@/constants';
import type { TemplateDetails, TemplateDraft, TemplateSummary } from '@/contracts/templates';
import { api, apiTag, readEnvelope, readEnvelopeMessage } from './baseApi';
import { toFormData } from './formData';

// Work-order templates of the signed-in company or customer user. Saving or changing one
// refreshes the list and that template. An order from a template is posted by the work-order
// form with the template's stored files (reuseFileIds).

const TEMPLATE_LIST = apiTag('WorkOrderTemplate', 'LIST');
const templateTag = (id: number) => apiTag('WorkOrderTemplate', id);

/** A new template: from the form's draft (with new files and reused stored files) or from an order. */
export type TemplateCreate = { name: string; shared: boolean; files?: File[]; reuseFileIds?: number[] } & ({ draft: TemplateDraft } | { fromAssignmentId: number });
/** What changes on a template (left out = kept). */
export type TemplateUpdate = { id: number; name?: string; shared?: boolean; draft?: TemplateDraft; removeFileIds?: number[]; files?: File[] };

/** The template is nested, so it goes as JSON in `data`; new documents as `documents` parts. */
const toTemplateForm = (data: unknown, files: File[] = []) => toFormData({ data: JSON.stringify(data), documents: files });

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The templates the user sees, by name. The page shows a failure where the list would be. */
    getTemplates: build.query<TemplateSummary[], void>({
      query: () => ({ url: TEMPLATE_ENDPOINTS.TEMPLATES, silent: true }),
      transformResponse: readEnvelope<TemplateSummary[]>,
      providesTags: [TEMPLATE_LIST],
    }),
    /** One template with its draft and documents, to fill the work-order form. */
    getTemplate: build.query<TemplateDetails, number>({
      query: (id) => ({ url: withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, id), silent: true }),
      transformResponse: readEnvelope<TemplateDetails>,
      providesTags: (_result, _error, id) => [templateTag(id)],
    }),
    /** Answers the toast text. */
    createTemplate: build.mutation<string, TemplateCreate>({
      query: ({ name, shared, files, reuseFileIds = [], ...source }) => ({
        url: TEMPLATE_ENDPOINTS.TEMPLATES,
        method: 'POST',
        body: toTemplateForm(
          'fromAssignmentId' in source
            ? { name, shared, from_assignment_id: source.fromAssignmentId, reuse_file_ids: reuseFileIds }
            : { name, shared, draft: source.draft, reuse_file_ids: reuseFileIds },
          files,
        ),
      }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [TEMPLATE_LIST]),
    }),
    /** Answers the toast text. */
    updateTemplate: build.mutation<string, TemplateUpdate>({
      query: ({ id, name, shared, draft, removeFileIds = [], files }) => ({
        url: withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, id),
        method: 'PUT',
        body: toTemplateForm({ name, shared, draft, remove_file_ids: removeFileIds }, files),
      }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [TEMPLATE_LIST, templateTag(id)]),
    }),
    /** Answers the toast text. */
    deleteTemplate: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, id), method: 'DELETE' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, id) => (error ? [] : [TEMPLATE_LIST, templateTag(id)]),
    }),
  }),
});

export const { useGetTemplatesQuery, useGetTemplateQuery, useLazyGetTemplateQuery, useCreateTemplateMutation, useUpdateTemplateMutation, useDeleteTemplateMutation } = templatesApi;
