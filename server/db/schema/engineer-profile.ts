import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, updatedAt } from './columns';
import { storedFiles } from './files';
import { documentTypes, fluencyLevels, jobTitles, languages, paymentMethods, skills } from './reference';
import { users } from './users';

export const engineerLanguages = pgTable(
  'engineer_languages',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    fluencyLevelId: integer('fluency_level_id')
      .notNull()
      .references(() => fluencyLevels.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('engineer_languages_unique').on(table.userId, table.languageId)],
);

export const engineerSkills = pgTable(
  'engineer_skills',
  {
    userId: ownedBy('user_id', () => users.id),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.skillId] }), index('engineer_skills_skill_id_idx').on(table.skillId)],
);

export const engineerJobTitles = pgTable(
  'engineer_job_titles',
  {
    userId: ownedBy('user_id', () => users.id),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobTitleId] })],
);

/** Certificates, insurance, ID and the like, one file each, by document type. */
export const engineerDocuments = pgTable(
  'engineer_documents',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    fileId: ownedBy('file_id', () => storedFiles.id),
    createdAt: createdAt(),
  },
  (table) => [index('engineer_documents_user_id_idx').on(table.userId)],
);

/** Where the engineer is paid. Details are shown masked; only the owner reads them. */
export const engineerPaymentInfo = pgTable('engineer_payment_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentMethodId: integer('payment_method_id')
    .notNull()
    .references(() => paymentMethods.id),
  accountHolder: text('account_holder').notNull(),
  /** Account number, IBAN, or the payout e-mail address, by method. */
  accountIdentifier: text('account_identifier').notNull(),
  bankName: text('bank_name'),
  routingCode: text('routing_code'),
  updatedAt: updatedAt(),
});

/** Weekly availability; weekday 0 Sunday … 6 Saturday, times 'HH:MM' in the engineer's zone. */
export const workingHours = pgTable(
  'working_hours',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    weekday: integer('weekday').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (table) => [
    check('working_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    uniqueIndex('working_hours_user_weekday_unique').on(table.userId, table.weekday),
  ],
);
