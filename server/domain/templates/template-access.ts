import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workOrderTemplates, type WorkOrderTemplateRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';

export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found.';
export const TEMPLATE_NOT_YOURS_MESSAGE = 'Only the company or the customer user who made this template can change it.';

/** Templates the actor sees: all of the company's for the company, a customer's own and the shared ones for a customer. */
export function templateVisibleTo(actor: CompanyActor): SQL {
  const ofCompany = eq(workOrderTemplates.companyId, actor.companyId);
  if (actor.customerId === null) return ofCompany;
  return and(ofCompany, or(eq(workOrderTemplates.customerId, actor.customerId), eq(workOrderTemplates.shared, true)))!;
}

/** Whether the actor may rename, edit or delete the template: the company any of its own, a customer the ones it made. */
export function canEditTemplate(actor: CompanyActor, template: Pick<WorkOrderTemplateRow, 'companyId' | 'customerId'>): boolean {
  if (template.companyId !== actor.companyId) return false;
  return actor.customerId === null || template.customerId === actor.customerId;
}

type GetTemplateOptions = { db: Database; actor: CompanyActor; templateId: number; toEdit?: boolean };

/**
 * The template if the actor sees it (another tenant's, or another customer's unshared one, is a
 * 404 like a missing one); `toEdit` also asks that the actor may change it (403 otherwise).
 */
export async function getTemplateOrThrow({ db, actor, templateId, toEdit = false }: GetTemplateOptions): Promise<WorkOrderTemplateRow> {
  const [row] = await db
    .select()
    .from(workOrderTemplates)
    .where(and(eq(workOrderTemplates.id, templateId), templateVisibleTo(actor)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND_MESSAGE);
  if (toEdit && !canEditTemplate(actor, row)) throw new AppError('FORBIDDEN', TEMPLATE_NOT_YOURS_MESSAGE);
  return row;
}
