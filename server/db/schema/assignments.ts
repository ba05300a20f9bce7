import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AssignmentEvent, AssignmentStatus, CheckInTiming, LOCATION_TYPE, PAYMENT_TYPE, SCHEDULE_TYPES } from '@/constants';
import type { APPLICATION_STATUSES } from '@/contracts/assignmentResponses';

import { createdAt, hours, identityId, money, ownedBy, postalAddress, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './files';
import { talentPools } from './talent-pools';
import { categories, customerPaymentTypes, deliverableDocumentTypes, jobTitles, locationTypes, paymentDays, skills } from './reference';
import { users } from './users';

// What the coded columns hold, so rows read typed (the check constraints below keep them so).
type LocationTypeCode = (typeof LOCATION_TYPE)[keyof typeof LOCATION_TYPE];
type PaymentTypeCode = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
type ScheduleType = (typeof SCHEDULE_TYPES)[number];
type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An order's pay and schedule as posted (instants as ISO strings). */
export type PostedTerms = {
  paymentTypeId: PaymentTypeCode;
  scheduleType: ScheduleType;
  hourlyRate: number | null;
  maxHours: number | null;
  fixedAmount: number | null;
  blendedFirstHours: number | null;
  blendedAdditionalRate: number | null;
  startAt: string;
  endAt: string | null;
};

/**
 * A work order. `status` uses the first code set of the constants module (0 Unassigned …
 * 12 Pending Confirmation); `companyId` is the owning company, `customerId` is set when one
 * of its customers posted it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: identityId(),
    companyId: ownedBy('company_id', () => companies.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    status: integer('status').$type<AssignmentStatus>().notNull().default(0),
    // basic info
    title: text('title').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    description: text('description').notNull(),
    jobTitleId: integer('job_title_id').references(() => jobTitles.id),
    // location
    locationTypeId: integer('location_type_id')
      .$type<LocationTypeCode>()
      .notNull()
      .default(1)
      .references(() => locationTypes.id),
    ...postalAddress(),
    // scheduling: an exact start (scheduleType 'exact') or a window from startAt to endAt
    scheduleType: text('schedule_type').$type<ScheduleType>().notNull().default('exact'),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at'),
    timezone: text('timezone').notNull(),
    // pricing: 1 hourly, 2 fixed, 3 blended (fixed for the first hours, then hourly)
    paymentTypeId: integer('payment_type_id')
      .$type<PaymentTypeCode>()
      .notNull()
      .default(2)
      .references(() => customerPaymentTypes.id),
    hourlyRate: money('hourly_rate'),
    maxHours: hours('max_hours'),
    fixedAmount: money('fixed_amount'),
    blendedFirstHours: hours('blended_first_hours'),
    blendedAdditionalRate: money('blended_additional_rate'),
    paymentDayId: integer('payment_day_id').references(() => paymentDays.id),
    // assignment and progress
    assignedEngineerId: integer('assigned_engineer_id').references(() => users.id, { onDelete: 'set null' }),
    agreedAmount: money('agreed_amount'),
    /**
     * The pay and schedule as posted, kept when the order is assigned on a counter offer (whose
     * terms then fill the pay and schedule columns): other engineers keep seeing these, and they
     * come back if the assignee leaves.
     */
    postedTerms: jsonb('posted_terms').$type<PostedTerms>(),
    checkInConfirmedAt: timestamptz('check_in_confirmed_at'),
    checkOutConfirmedAt: timestamptz('check_out_confirmed_at'),
    correctionNote: text('correction_note'),
    cancelledAt: timestamptz('cancelled_at'),
    // the work itself: times from the server clock; positions as the browser gave them, with
    // their distance from the site in miles (null without a position or site coordinates)
    checkedInAt: timestamptz('checked_in_at'),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInDistanceMiles: doublePrecision('check_in_distance_miles'),
    /** Early, on time or late against the schedule, decided at check-in, with the minutes off it (0 inside the schedule). */
    checkInTiming: text('check_in_timing').$type<CheckInTiming>(),
    checkInMinutesOffSchedule: integer('check_in_minutes_off_schedule'),
    checkedOutAt: timestamptz('checked_out_at'),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutDistanceMiles: doublePrecision('check_out_distance_miles'),
    completedAt: timestamptz('completed_at'),
    /** Set while the order waits for approval (6): the sweep approves it automatically from then on. */
    approvalDueAt: timestamptz('approval_due_at'),
    approvedAt: timestamptz('approved_at'),
    /**
     * Routing before the open market: while `routedUntil` is set, only the pool's members (or the
     * one offered engineer) see the order; the sweep opens it to everyone from then on.
     */
    routePoolId: integer('route_pool_id').references(() => talentPools.id, { onDelete: 'set null' }),
    offeredEngineerId: integer('offered_engineer_id').references(() => users.id, { onDelete: 'set null' }),
    routedUntil: timestamptz('routed_until'),
    /**
     * The names of the order's skills and job title, kept by the app, so keyword search finds them.
     * Keyword search reads `searchVector` (below), a column the database generates from the title,
     * these terms and the description; it is kept out of this table definition so that reading an
     * order never carries it.
     */
    searchTerms: text('search_terms').notNull().default(''),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('assignments_status_check', sql`${table.status} in (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12)`),
    check('assignments_schedule_type_check', sql`${table.scheduleType} in ('exact', 'window')`),
    check('assignments_check_in_timing_check', sql`${table.checkInTiming} in ('early', 'on_time', 'late')`),
    // The company's and a customer's lists, newest first, read in index order (sort, then limit).
    index('assignments_company_id_created_at_idx').on(table.companyId, table.createdAt, table.id),
    index('assignments_customer_id_created_at_idx').on(table.customerId, table.createdAt, table.id),
    // The company's list (and its keyset-paged export) in its other sorts: `(col, id) > (…)` within
    // the company reads the index in order instead of sorting the company's orders for every page.
    index('assignments_company_id_start_at_idx').on(table.companyId, table.startAt, table.id),
    index('assignments_company_id_title_idx').on(table.companyId, table.title, table.id),
    index('assignments_company_id_status_idx').on(table.companyId, table.status, table.id),
    // Find work: open orders by start or posting date; remote ones apart, since they pass any distance.
    index('assignments_status_start_at_idx').on(table.status, table.startAt, table.id),
    index('assignments_status_created_at_idx').on(table.status, table.createdAt),
    index('assignments_status_location_type_start_at_idx').on(table.status, table.locationTypeId, table.startAt, table.id),
    // Find work near a home: a bounding box on this index comes before the exact distance.
    index('assignments_position_idx').using('gist', sql`point(${table.longitude}, ${table.latitude})`),
    index('assignments_assigned_engineer_id_idx').on(table.assignedEngineerId),
    index('assignments_routed_until_idx').on(table.routedUntil).where(sql`${table.routedUntil} is not null`),
    index('assignments_approval_due_at_idx').on(table.approvalDueAt).where(sql`${table.approvalDueAt} is not null`),
  ],
);

export const assignmentSkills = pgTable(
  'assignment_skills',
  {
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.skillId] })],
);

/** What the engineer must hand in; `fileId` is filled when they deliver it. */
export const assignmentDeliverables = pgTable(
  'assignment_deliverables',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    name: text('name').notNull(),
    documentTypeId: integer('document_type_id').references(() => deliverableDocumentTypes.id),
    isRequired: boolean('is_required').notNull().default(true),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    deliveredAt: timestamptz('delivered_at'),
    /** A customer's sign-off (type Customer Sign-off): who signed, when, and where the engineer's browser said it was (optional). */
    signerName: text('signer_name'),
    signedAt: timestamptz('signed_at'),
    signedLatitude: doublePrecision('signed_latitude'),
    signedLongitude: doublePrecision('signed_longitude'),
    createdAt: createdAt(),
  },
  (table) => [index('assignment_deliverables_assignment_id_idx').on(table.assignmentId)],
);

/** Documents the company attaches to the order (drawings, site access, scope). */
export const assignmentDocuments = pgTable(
  'assignment_documents',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    fileId: ownedBy('file_id', () => storedFiles.id),
    createdAt: createdAt(),
  },
  (table) => [index('assignment_documents_assignment_id_idx').on(table.assignmentId)],
);

/**
 * An engineer's application, optionally with a counter offer (pay and/or schedule, with a
 * reason). status: applied | declined | assigned | withdrawn | left.
 */
export const assignmentApplications = pgTable(
  'assignment_applications',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    hasCounterOffer: boolean('has_counter_offer').notNull().default(false),
    counterPaymentTypeId: integer('counter_payment_type_id').$type<PaymentTypeCode>().references(() => customerPaymentTypes.id),
    counterHourlyRate: money('counter_hourly_rate'),
    counterMaxHours: hours('counter_max_hours'),
    counterFixedAmount: money('counter_fixed_amount'),
    counterStartAt: timestamptz('counter_start_at'),
    counterEndAt: timestamptz('counter_end_at'),
    counterReason: text('counter_reason'),
    /** What the engineer said with the application or counter offer (up to 1,000 characters). */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('assignment_applications_status_check', sql`${table.status} in ('applied', 'declined', 'assigned', 'withdrawn', 'left')`),
    uniqueIndex('assignment_applications_unique').on(table.assignmentId, table.engineerId),
    index('assignment_applications_engineer_id_idx').on(table.engineerId),
  ],
);

/** What happened to an order, in the event code set (constants ASSIGNMENT_EVENT). */
export const assignmentLogs = pgTable(
  'assignment_logs',
  {
    id: identityId(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').$type<AssignmentEvent>().notNull(),
    note: text('note'),
    /** When the engineer acted, sent with an action queued offline; null when it is the arrival time (created_at). */
    actedAt: timestamptz('acted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('assignment_logs_assignment_id_idx').on(table.assignmentId)],
);

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentApplicationRow = typeof assignmentApplications.$inferSelect;

/**
 * The order's full-text search document (a stored generated column with a GIN index, made by
 * migration 0015): title (weight A), skills and job title (B), description (C).
 */
export const assignmentSearchVector = sql`${assignments}.search_vector`;
