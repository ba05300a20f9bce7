import { eq, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prepareByShape } from '../../db/prepare-by-shape';
import {
  assignments,
  categories,
  cities,
  companies,
  countries,
  customerPaymentTypes,
  customers,
  jobTitles,
  locationTypes,
  paymentDays,
  states,
  talentPools,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AssignmentDetails } from '@/contracts/assignment';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from './get-owned-assignment-or-throw';
import { applicantCount } from './list-company-assignments';
import { assignmentAttachmentColumns, toAssignmentAttachments } from './load-assignment-attachments';
import { companyRatingSummarySql, toRatingSummary } from './rating-summary';
import { orderSkillsSql } from './order-skills-sql';
import { toWallClock } from './schedule-instants';
import { toRouting } from '../talent-pools/to-routing';
import { toPay, toSchedule } from './to-assignment-summary';

/**
 * The name of the row `id` = `reference` of a lookup table, as a scalar subquery. Left-joined, the
 * nine lookups made a 15-relation join whose order PostgreSQL searched on every call (~25 ms of
 * planning on a busy server, more on the embedded database); each subquery is planned on its own.
 */
const nameById = (table: PgTable, id: PgColumn, name: PgColumn, reference: PgColumn) =>
  sql<string | null>`(select ${name} from ${table} where ${id} = ${reference})`;

/** The details' statement: built once per database (every read and most writes of an order answer with it), run with the order's id and the time. */
function prepareDetailsQuery(db: Database) {
  const customerUsers = alias(users, 'customer_users');
  const engineerUsers = alias(users, 'engineer_users');
  const offeredUsers = alias(users, 'offered_users');
  return db
    .select({
      order: assignments,
      categoryName: nameById(categories, categories.id, categories.name, assignments.categoryId),
      cityName: nameById(cities, cities.id, cities.name, assignments.cityId),
      stateName: nameById(states, states.id, states.name, assignments.stateId),
      jobTitleName: nameById(jobTitles, jobTitles.id, jobTitles.name, assignments.jobTitleId),
      locationTypeName: nameById(locationTypes, locationTypes.id, locationTypes.name, assignments.locationTypeId),
      countryName: nameById(countries, countries.id, countries.name, assignments.countryId),
      paymentTypeName: nameById(customerPaymentTypes, customerPaymentTypes.id, customerPaymentTypes.name, assignments.paymentTypeId),
      paymentDayName: nameById(paymentDays, paymentDays.id, paymentDays.name, assignments.paymentDayId),
      company: { id: companies.id, name: companies.name, logo: companies.logo },
      customer: { firstName: customerUsers.firstName, lastName: customerUsers.lastName },
      engineer: {
        id: engineerUsers.id,
        firstName: engineerUsers.firstName,
        lastName: engineerUsers.lastName,
        email: engineerUsers.email,
        phone: engineerUsers.phone,
        profilePicture: engineerUsers.profilePicture,
      },
      applicantCount,
      skills: orderSkillsSql,
      companyRating: companyRatingSummarySql(assignments.companyId, sql.placeholder('now')),
      ...assignmentAttachmentColumns,
      poolName: nameById(talentPools, talentPools.id, talentPools.name, assignments.routePoolId),
      offeredEngineer: { id: offeredUsers.id, firstName: offeredUsers.firstName, lastName: offeredUsers.lastName },
    })
    .from(assignments)
    .innerJoin(companies, eq(companies.id, assignments.companyId))
    .leftJoin(customers, eq(customers.id, assignments.customerId))
    .leftJoin(customerUsers, eq(customerUsers.id, customers.userId))
    .leftJoin(engineerUsers, eq(engineerUsers.id, assignments.assignedEngineerId))
    .leftJoin(offeredUsers, eq(offeredUsers.id, assignments.offeredEngineerId))
    .where(eq(assignments.id, sql.placeholder('assignmentId')))
    .limit(1)
    .prepare('');
}

/**
 * Everything about one order, with the names of what it refers to, in one statement (its skills,
 * rating, deliverables and documents are columns). No access check: callers (company side,
 * engineer side) decide first who may see it. counter_offer is left out.
 */
export async function loadAssignmentDetails({ db, assignmentId }: { db: Database; assignmentId: number }): Promise<AssignmentDetails> {
  const query = prepareByShape(db, 'assignment_details', '', () => prepareDetailsQuery(db));
  const [row] = await query.execute({ assignmentId, now: new Date().toISOString() });
  if (!row) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);

  const { order } = row;
  const orderSkills = row.skills;
  const rating = toRatingSummary(row.companyRating);
  const start = toWallClock(order.startAt, order.timezone);
  const end = order.endAt ? toWallClock(order.endAt, order.timezone) : null;
  const { engineer, customer } = row;

  return {
    id: order.id,
    status: order.status,
    company_id: order.companyId,
    customer_id: order.customerId,
    customer_name: customer?.firstName ? `${customer.firstName} ${customer.lastName}` : null,
    basic_info: {
      title: order.title,
      category_id: order.categoryId,
      category_name: row.categoryName,
      description: order.description,
      skill_ids: orderSkills.map((skill) => skill.id),
      skills: orderSkills,
      job_title_id: order.jobTitleId,
      job_title_name: row.jobTitleName,
    },
    location: {
      location_type: order.locationTypeId,
      location_type_name: row.locationTypeName,
      address_line1: order.addressLine1,
      address_line2: order.addressLine2,
      country_id: order.countryId,
      country_name: row.countryName,
      state_id: order.stateId,
      state_name: row.stateName,
      city_id: order.cityId,
      city_name: row.cityName,
      zip: order.zip,
      latitude: order.latitude,
      longitude: order.longitude,
    },
    scheduling: { ...toSchedule(order), start_date: start.date, start_time: start.time, end_date: end?.date ?? null, end_time: end?.time ?? null },
    pricing: { ...toPay(order), payment_type_name: row.paymentTypeName, payment_day_id: order.paymentDayId, payment_day_name: row.paymentDayName },
    ...toAssignmentAttachments(row),
    company: { ...row.company, ...rating },
    assigned_engineer: engineer?.id
      ? { id: engineer.id, name: `${engineer.firstName} ${engineer.lastName}`, email: engineer.email, phone: engineer.phone, profile_picture: engineer.profilePicture }
      : null,
    applicant_count: Number(row.applicantCount),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    routing: toRouting(order, row),
  };
}
