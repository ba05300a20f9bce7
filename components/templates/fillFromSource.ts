import type { AssignmentDetails } from '@/contracts/assignment';
import type { TemplateDetails } from '@/contracts/templates';
import type { DraftPatch } from '@/store/draftAssignmentSlice';
import { detailsToDraft } from '@/components/assignments/form/draftValues';

// A new order's draft from a template or from an existing order ("Duplicate"). The documents are
// the stored files themselves ({ id: file id }): the order posted from the form reuses them.

/** The template's sections, an empty schedule (the form's defaults), its documents reused. */
export function templateToDraft(template: TemplateDetails): DraftPatch {
  const { basic_info, location, pricing, deliverables } = template.draft;
  return {
    basic_info: { ...basic_info },
    location: { ...location, address_line1: location.address_line1 ?? '', address_line2: location.address_line2 ?? '', zip: location.zip ?? '' },
    scheduling: {},
    pricing: { ...pricing },
    deliverables: deliverables.map(({ name, document_type_id, is_required }) => ({ name, document_type_id, is_required })),
    documents: template.documents.map((file) => ({ ...file })),
  };
}

/** The order's sections as a new draft: the same times and zone but no dates (a new order needs its own), its deliverables as new ones, its documents reused. */
export function duplicateToDraft(details: AssignmentDetails): DraftPatch {
  const { basic_info, location, pricing, scheduling, deliverables } = detailsToDraft(details);
  return {
    basic_info,
    location,
    pricing,
    scheduling: { ...scheduling, start_date: '', end_date: null },
    deliverables: (deliverables ?? []).map(({ name, document_type_id, is_required }) => ({ name, document_type_id, is_required })),
    documents: details.documents.map(({ file_id, name, mime_type, size_bytes }) => ({ id: file_id, name, mime_type, size_bytes })),
  };
}
