import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TemplateDraft } from '@/contracts/templates';
import { createdAt, identityId, ownedBy, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './files';
import { users } from './users';

/**
 * A named work-order template: every section of the draft but the schedule. `customerId` is set
 * when a customer user made it; a company user sees all of the company's templates, a customer
 * its own and the `shared` ones.
 */
export const workOrderTemplates = pgTable(
  'work_order_templates',
  {
    id: identityId(),
    companyId: ownedBy('company_id', () => companies.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    draft: jsonb('draft').$type<TemplateDraft>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One name per company whatever its case (names are stored trimmed); also the list's order.
  (table) => [uniqueIndex('work_order_templates_company_id_name_idx').on(table.companyId, sql`lower(${table.name})`)],
);

/** The documents a template attaches: the stored files themselves, shared with the orders made from it (never copied). */
export const workOrderTemplateDocuments = pgTable(
  'work_order_template_documents',
  {
    templateId: ownedBy('template_id', () => workOrderTemplates.id),
    fileId: ownedBy('file_id', () => storedFiles.id),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.fileId] }), index('work_order_template_documents_file_id_idx').on(table.fileId)],
);

export type WorkOrderTemplateRow = typeof workOrderTemplates.$inferSelect;
