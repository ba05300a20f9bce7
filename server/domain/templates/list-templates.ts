import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, workOrderTemplateDocuments, workOrderTemplates, type WorkOrderTemplateRow } from '../../db/schema';
import type { TemplateSummary } from '@/contracts/templates';
import type { CompanyActor } from '../assignments/company-actor';
import { canEditTemplate, templateVisibleTo } from './template-access';

type Creator = { id: number | null; firstName: string | null; lastName: string | null };

/** A template row as the list shows it. */
export function toTemplateSummary(actor: CompanyActor, row: WorkOrderTemplateRow, creator: Creator, documentCount: number): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    title: row.draft.basic_info.title,
    customer_id: row.customerId,
    created_by: creator.id === null ? null : { id: creator.id, name: `${creator.firstName ?? ''} ${creator.lastName ?? ''}`.trim() },
    document_count: documentCount,
    can_edit: canEditTemplate(actor, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The templates the actor sees, by name (case-insensitively). */
export async function listTemplates({ db, actor }: { db: Database; actor: CompanyActor }): Promise<TemplateSummary[]> {
  const documentCounts = db
    .select({ templateId: workOrderTemplateDocuments.templateId, total: count().as('total') })
    .from(workOrderTemplateDocuments)
    .groupBy(workOrderTemplateDocuments.templateId)
    .as('document_counts');
  const rows = await db
    .select({ template: workOrderTemplates, creatorId: users.id, firstName: users.firstName, lastName: users.lastName, documents: documentCounts.total })
    .from(workOrderTemplates)
    .leftJoin(users, eq(users.id, workOrderTemplates.createdBy))
    .leftJoin(documentCounts, eq(documentCounts.templateId, workOrderTemplates.id))
    .where(templateVisibleTo(actor))
    .orderBy(sql`lower(${workOrderTemplates.name})`, asc(workOrderTemplates.id));
  return rows.map((row) => toTemplateSummary(actor, row.template, { id: row.creatorId, firstName: row.firstName, lastName: row.lastName }, Number(row.documents ?? 0)));
}
