import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { ASSIGNMENT_EVENT, ASSIGNMENT_STATUS, type AssignmentEvent } from '@/constants';
import type { Database } from '../db/client';
import { assignmentApplications, assignmentDeliverables, assignmentLogs, assignments, assignmentSkills, cities, companies, countries, customers, engineers, engineerSkills, payments, states } from '../db/schema';
import { computeAgreedTerms } from '../domain/assignments/compute-agreed-terms';
import { describeSearchTerms } from '../domain/assignments/describe-search-terms';
import { toInstant } from '../domain/assignments/schedule-instants';
import { findActiveUserByEmail } from '../domain/auth/find-active-user-by-email';
import { DEMO_COMPANY, DEMO_CUSTOMER, DEMO_ENGINEERS } from './demo-accounts';
import { DEMO_ENGINEER_PROFILES, DEMO_WORK_ORDERS, type DemoEngineerKey, type DemoPlace, type DemoWorkOrder } from './demo-work-orders';

/** The events an order in each seeded status has been through. */
const HISTORY: Record<DemoWorkOrder['status'], AssignmentEvent[]> = {
  0: [ASSIGNMENT_EVENT.UNASSIGNED],
  1: [ASSIGNMENT_EVENT.UNASSIGNED, ASSIGNMENT_EVENT.ASSIGNED],
  8: ['0', '1', '12', '2', '3', '4', '5', '6', '7', '8'],
  10: [ASSIGNMENT_EVENT.UNASSIGNED, ASSIGNMENT_EVENT.OPEN_OR_CANCELLED],
};

/**
 * The demo company's work orders; an order whose title the company already has is left alone,
 * so running it again adds nothing. Demo engineers without skills also get their homes (Erin
 * in Austin, Frank in Dallas), rates and skills. Answers how many orders were added.
 */
export async function seedDemoWorkOrders({ db }: { db: Database }): Promise<number> {
  const owner = await findActiveUserByEmail({ db, email: DEMO_COMPANY.email });
  if (!owner) return 0;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, owner.id));
  const customerUser = await findActiveUserByEmail({ db, email: DEMO_CUSTOMER.email });
  const [customer] = customerUser ? await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, customerUser.id)) : [];
  const engineerIds: Partial<Record<DemoEngineerKey, number>> = {};
  for (const [index, key] of (['erin', 'frank'] as const).entries()) {
    const user = await findActiveUserByEmail({ db, email: DEMO_ENGINEERS[index].email });
    if (user) engineerIds[key] = user.id;
  }
  if (!company) return 0;

  await settleDemoEngineers(db, engineerIds);
  const existing = new Set((await db.select({ title: assignments.title }).from(assignments).where(eq(assignments.companyId, company.id))).map((row) => row.title));

  let added = 0;
  for (const order of DEMO_WORK_ORDERS) {
    if (existing.has(order.title)) continue;
    const assigneeId = order.assignee ? engineerIds[order.assignee] : undefined;
    if (order.assignee && !assigneeId) continue;
    await db.transaction(async (tx) => {
      await insertDemoOrder(tx, order, { companyId: company.id, ownerId: owner.id, customerId: customer?.id, customerUserId: customerUser?.id, engineerIds });
    });
    added += 1;
  }
  return added;
}

type Owners = { companyId: number; ownerId: number; customerId?: number; customerUserId?: number; engineerIds: Partial<Record<DemoEngineerKey, number>> };

async function insertDemoOrder(db: Database, order: DemoWorkOrder, owners: Owners) {
  const place = order.place ? await findPlace(db, order.place) : null;
  const date = dayjs().add(order.startInDays, 'day').format('YYYY-MM-DD');
  const startAt = toInstant({ date, time: order.startTime }, order.timezone);
  const byCustomer = order.byCustomer && owners.customerId;
  const [row] = await db
    .insert(assignments)
    .values({
      companyId: owners.companyId,
      customerId: byCustomer ? owners.customerId : null,
      createdBy: byCustomer ? owners.customerUserId! : owners.ownerId,
      status: order.status,
      title: order.title,
      categoryId: order.categoryId,
      description: order.description,
      jobTitleId: order.jobTitleId,
      searchTerms: await describeSearchTerms({ db, skillIds: order.skillIds, jobTitleId: order.jobTitleId }),
      locationTypeId: order.place ? 1 : 2,
      addressLine1: order.place?.address ?? null,
      zip: order.place?.zip ?? null,
      countryId: place?.countryId ?? null,
      stateId: place?.stateId ?? null,
      cityId: place?.cityId ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      scheduleType: order.endTime ? 'window' : 'exact',
      startAt,
      endAt: order.endTime ? toInstant({ date, time: order.endTime }, order.timezone) : null,
      timezone: order.timezone,
      paymentTypeId: order.pay.paymentTypeId,
      hourlyRate: order.pay.hourlyRate ?? null,
      maxHours: order.pay.maxHours ?? null,
      fixedAmount: order.pay.fixedAmount ?? null,
      blendedFirstHours: order.pay.blendedFirstHours ?? null,
      blendedAdditionalRate: order.pay.blendedAdditionalRate ?? null,
      paymentDayId: order.paymentDayId,
      cancelledAt: order.status === 10 ? new Date() : null,
      checkInConfirmedAt: order.status === 8 ? startAt : null,
      checkOutConfirmedAt: order.status === 8 ? dayjs(startAt).add(5, 'hour').toDate() : null,
    })
    .returning();

  if (order.skillIds.length) await db.insert(assignmentSkills).values(order.skillIds.map((skillId) => ({ assignmentId: row.id, skillId })));
  if (order.deliverables.length) await db.insert(assignmentDeliverables).values(order.deliverables.map((item) => ({ ...item, assignmentId: row.id })));

  const assigneeId = order.assignee ? owners.engineerIds[order.assignee] : undefined;
  if (assigneeId) {
    const [application] = await db.insert(assignmentApplications).values({ assignmentId: row.id, engineerId: assigneeId, status: 'assigned' }).returning();
    const terms = computeAgreedTerms(row, application);
    await db.update(assignments).set({ ...terms, assignedEngineerId: assigneeId }).where(eq(assignments.id, row.id));
    if (order.status === ASSIGNMENT_STATUS.PAID) await recordDemoPayment(db, { assignmentId: row.id, engineerId: assigneeId, paidBy: owners.ownerId, amount: terms.agreedAmount ?? 0, startAt });
  }
  for (const applicant of order.applicants ?? []) {
    const engineerId = owners.engineerIds[applicant.engineer];
    if (!engineerId) continue;
    const counter = applicant.counter;
    await db.insert(assignmentApplications).values({
      assignmentId: row.id,
      engineerId,
      hasCounterOffer: Boolean(counter),
      counterPaymentTypeId: counter ? 1 : null,
      counterHourlyRate: counter?.hourlyRate ?? null,
      counterMaxHours: counter?.maxHours ?? null,
      counterReason: counter?.reason ?? null,
    });
  }
  await db.insert(assignmentLogs).values(
    HISTORY[order.status].map((event) => ({ assignmentId: row.id, userId: ['3', '4', '12'].includes(event) ? (assigneeId ?? null) : owners.ownerId, event, note: event === '0' ? 'Work order posted' : null })),
  );
}

type DemoPayment = { assignmentId: number; engineerId: number; paidBy: number; amount: number; startAt: Date };

/** The paid demo order's payment, two days after the work (so dashboards have a bar to show). */
async function recordDemoPayment(db: Database, { assignmentId, engineerId, paidBy, amount, startAt }: DemoPayment) {
  const paidAt = dayjs(startAt).add(2, 'day').toDate();
  await db.update(assignments).set({ paidAt }).where(eq(assignments.id, assignmentId));
  await db.insert(payments).values({
    assignmentId,
    engineerId,
    paidBy,
    laborAmount: amount,
    expensesAmount: 0,
    totalAmount: amount,
    gateway: 'record',
    reference: `demo_${assignmentId}`,
    createdAt: paidAt,
  });
}

async function findPlace(db: Database, { city, stateIso2 }: Pick<DemoPlace, 'city' | 'stateIso2'>) {
  const [row] = await db
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(countries.iso2, 'US'), eq(states.iso2, stateIso2), eq(cities.name, city)))
    .limit(1);
  return row ?? null;
}

/**
 * Erin lives in Austin and Frank in Dallas, with their rates, travel distances and skills. An
 * engineer who already has skills has a profile of their own and is left alone.
 */
async function settleDemoEngineers(db: Database, engineerIds: Partial<Record<DemoEngineerKey, number>>) {
  for (const key of ['erin', 'frank'] as const) {
    const userId = engineerIds[key];
    if (!userId) continue;
    const [hasSkills] = await db.select({ skillId: engineerSkills.skillId }).from(engineerSkills).where(eq(engineerSkills.userId, userId)).limit(1);
    if (hasSkills) continue;
    const profile = DEMO_ENGINEER_PROFILES[key];
    const place = await findPlace(db, profile);
    await db
      .update(engineers)
      .set({
        hourlyRate: profile.hourlyRate,
        travelDistance: profile.travelDistance,
        latitude: profile.latitude,
        longitude: profile.longitude,
        countryId: place?.countryId ?? null,
        stateId: place?.stateId ?? null,
        cityId: place?.cityId ?? null,
      })
      .where(eq(engineers.userId, userId));
    await db
      .insert(engineerSkills)
      .values(profile.skillIds.map((skillId) => ({ userId, skillId })))
      .onConflictDoNothing();
  }
}
