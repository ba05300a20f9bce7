import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentDocuments, assignmentSkills, type AssignmentRow } from '../../db/schema';
import type { TemplateDraft } from '@/contracts/templates';

/**
 * An order as a template draft (every section but the schedule), with its documents' stored
 * files: what "Save as template" keeps of it.
 */
export async function loadOrderDraft(db: Database, order: AssignmentRow): Promise<{ draft: TemplateDraft; fileIds: number[] }> {
  const [skills, deliverables, documents] = await Promise.all([
    db.select({ skillId: assignmentSkills.skillId }).from(assignmentSkills).where(eq(assignmentSkills.assignmentId, order.id)),
    db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, order.id)).orderBy(asc(assignmentDeliverables.id)),
    db.select({ fileId: assignmentDocuments.fileId }).from(assignmentDocuments).where(eq(assignmentDocuments.assignmentId, order.id)).orderBy(asc(assignmentDocuments.id)),
  ]);
  const draft: TemplateDraft = {
    basic_info: {
      title: order.title,
      category_id: order.categoryId as number,
      description: order.description,
      skill_ids: skills.map((row) => row.skillId),
      job_title_id: order.jobTitleId,
    },
    location: {
      location_type: order.locationTypeId as 1 | 2 | 3,
      address_line1: order.addressLine1,
      address_line2: order.addressLine2,
      country_id: order.countryId,
      state_id: order.stateId,
      city_id: order.cityId,
      zip: order.zip,
    },
    pricing: {
      payment_type: order.paymentTypeId as 1 | 2 | 3,
      hourly_rate: order.hourlyRate,
      max_hours: order.maxHours,
      fixed_amount: order.fixedAmount,
      blended_first_hours: order.blendedFirstHours,
      blended_additional_rate: order.blendedAdditionalRate,
      payment_day_id: order.paymentDayId as number,
    },
    deliverables: deliverables
      .filter((item) => item.documentTypeId !== null)
      .map((item) => ({ name: item.name, document_type_id: item.documentTypeId!, is_required: item.isRequired })),
  };
  return { draft, fileIds: documents.map((row) => row.fileId) };
}
