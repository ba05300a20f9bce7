import { eq } from 'drizzle-orm';
import type { AssignmentStatus } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDeliverables, assignmentLogs, assignments, notifications } from '../../db/schema';
import { callApi, callForm, createTestCompany, createTestEngineer, type TestAccount, type TestApp } from '../helpers';
import { createCompanyTestApp } from './assignments';
import { findCity, insertTestAssignment } from './engineer-profile';

// Test support for the work-order lifecycle: a company and an engineer, and orders already
// assigned to that engineer in any status (written straight to the tables; assigning is the
// company routes' job), at a site in Austin, Texas.

export { createCompanyTestApp as createLifecycleTestApp };
export { fileOf, pdfBytes, pngBytes } from './assignments';

export type Parties = { company: TestAccount & { companyId: number }; engineer: TestAccount };

export async function createParties(db: Database): Promise<Parties> {
  return { company: await createTestCompany(db), engineer: await createTestEngineer(db) };
}

type OrderValues = Partial<typeof assignments.$inferInsert>;
type Deliverable = { name: string; isRequired?: boolean };

/** An order of the company assigned to the engineer (with the assigned application), in `status`. */
export async function insertAssignedOrder(db: Database, { company, engineer }: Parties, values: OrderValues = {}, deliverables: Deliverable[] = []) {
  const austin = await findCity(db, 'Austin', 'Texas');
  const order = await insertTestAssignment(db, {
    companyId: company.companyId,
    createdBy: company.user.id,
    cityId: austin.id,
    stateId: austin.stateId,
    countryId: austin.countryId,
    latitude: austin.latitude,
    longitude: austin.longitude,
    paymentDayId: 3,
    status: 1,
    assignedEngineerId: engineer.user.id,
    agreedAmount: 300,
    ...values,
  });
  await db.insert(assignmentApplications).values({ assignmentId: order.id, engineerId: engineer.user.id, status: 'assigned' });
  for (const item of deliverables) {
    await db.insert(assignmentDeliverables).values({ assignmentId: order.id, name: item.name, isRequired: item.isRequired ?? true });
  }
  return order;
}

/** Calls one of the lifecycle paths with a JSON body. */
export const patch = (app: TestApp, token: string, path: string, body: object) => callApi(app, 'PATCH', path, { token, body });

export const orderRow = async (db: Database, id: number) => (await db.select().from(assignments).where(eq(assignments.id, id)))[0];

export const setStatus = (db: Database, id: number, status: number) => db.update(assignments).set({ status: status as AssignmentStatus }).where(eq(assignments.id, id));

export const eventsOf = async (db: Database, assignmentId: number) =>
  (await db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, assignmentId)).orderBy(assignmentLogs.id)).map((log) => log.event);

export const noticeTitles = async (db: Database, userId: number) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).map((notice) => notice.title);

/** Uploads (and/or submits) through PATCH /engineers/add-deliverable. */
export const addDeliverable = (app: TestApp, token: string, fields: Record<string, string | File>) => callForm(app, 'PATCH', '/engineers/add-deliverable', fields, token);
