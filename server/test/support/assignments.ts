import dayjs from 'dayjs';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import { callForm, getTestDb, type TestApp } from '../helpers';
import { createTestStorage, findCity, TEST_UPLOAD_MAX_BYTES } from './engineer-profile';
import type { AssignmentFormValues } from '@/contracts/assignment';

// Test support for the company-side work-order and company routes: an app with in-memory
// storage and a small upload cap, drafts posted with their documents, and applications.

export { fileOf, pdfBytes, pngBytes, TEST_UPLOAD_MAX_BYTES } from './engineer-profile';

export async function createCompanyTestApp() {
  const db: Database = await getTestDb();
  const storage = createTestStorage();
  const app = createApp({ db, storage, uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async () => undefined });
  return { app, db, storage };
}

export const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

type DraftOverrides = { [K in keyof AssignmentFormValues]?: Partial<AssignmentFormValues[K]> } & { deliverables?: AssignmentFormValues['deliverables'] };

/** A valid on-site, fixed-price draft in Austin, Texas, ten days out. */
export async function validDraft(db: Database, overrides: DraftOverrides = {}) {
  const austin = await findCity(db, 'Austin', 'Texas');
  return {
    basic_info: { title: 'POS terminal install', category_id: 2, description: 'Install four POS terminals.', skill_ids: [5, 6], job_title_id: 7, ...overrides.basic_info },
    location: {
      location_type: 1,
      address_line1: '500 Congress Ave',
      address_line2: 'Suite 2',
      country_id: austin.countryId,
      state_id: austin.stateId,
      city_id: austin.id,
      zip: '78701',
      ...overrides.location,
    },
    scheduling: { schedule_type: 'exact', start_date: inDays(10), start_time: '09:00', timezone: 'America/Chicago', ...overrides.scheduling },
    pricing: { payment_type: 2, fixed_amount: 450, payment_day_id: 3, ...overrides.pricing },
    deliverables: overrides.deliverables ?? [],
  };
}

const ASSIGNMENTS = '/customers/customer_assignments';

/** Posts a draft as the given user; answers the created order's details (throws on failure). */
export async function postAssignment(app: TestApp, token: string, draft: unknown, documents: File[] = []) {
  const result = await callForm(app, 'POST', ASSIGNMENTS, { data: JSON.stringify(draft), documents }, token);
  if (result.status !== 201) throw new Error(`post failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data;
}

type Application = {
  assignmentId: number;
  engineerId: number;
  counter?: { paymentTypeId?: 1 | 2 | 3; hourlyRate?: number; maxHours?: number; fixedAmount?: number; startAt?: Date; endAt?: Date; reason?: string };
};

/** An engineer's application written straight to the table (applying is the engineer routes' job). */
export async function insertApplication(db: Database, { assignmentId, engineerId, counter }: Application) {
  const [row] = await db
    .insert(assignmentApplications)
    .values({
      assignmentId,
      engineerId,
      hasCounterOffer: Boolean(counter),
      counterPaymentTypeId: counter?.paymentTypeId,
      counterHourlyRate: counter?.hourlyRate,
      counterMaxHours: counter?.maxHours,
      counterFixedAmount: counter?.fixedAmount,
      counterStartAt: counter?.startAt,
      counterEndAt: counter?.endAt,
      counterReason: counter?.reason,
    })
    .returning();
  return row;
}
