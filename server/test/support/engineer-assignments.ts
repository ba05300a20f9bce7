import type { Database } from '../../db/client';
import { assignmentDocuments, assignmentSkills } from '../../db/schema';
import { storeUpload } from '../../domain/files/store-upload';
import type { FileStorage } from '../../lib/storage';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestApp } from '../helpers';
import { fileOf, findCity, insertTestAssignment, pdfBytes } from './engineer-profile';

// A small market for the engineer work-order tests: a company (with a customer) posting
// orders in Austin, Round Rock, Dallas, New York and one remote, and an engineer living in Austin.

const DAY = 24 * 3600 * 1000;

export async function createMarket(db: Database) {
  const company = await createTestCompany(db);
  const customer = await createTestCustomer(db, company.companyId);
  const [austin, roundRock, dallas, newYork] = await Promise.all([
    findCity(db, 'Austin', 'Texas'),
    findCity(db, 'Round Rock', 'Texas'),
    findCity(db, 'Dallas', 'Texas'),
    findCity(db, 'New York City', 'New York'),
  ]);
  const at = (city: typeof austin) => ({ cityId: city.id, stateId: city.stateId, countryId: city.countryId, latitude: city.latitude, longitude: city.longitude });
  const base = { companyId: company.companyId, createdBy: company.user.id };
  const orders = {
    austin: await insertTestAssignment(db, { ...base, title: 'POS install – Austin', ...at(austin), startAt: new Date(Date.now() + 10 * DAY), paymentTypeId: 1, hourlyRate: 60, maxHours: 4, fixedAmount: null }),
    roundRock: await insertTestAssignment(db, {
      ...base,
      createdBy: customer.user.id,
      customerId: customer.user.customer_id,
      title: 'Rack cabling – Round Rock',
      ...at(roundRock),
      startAt: new Date(Date.now() + 3 * DAY),
      fixedAmount: 450,
    }),
    dallas: await insertTestAssignment(db, { ...base, title: 'Fiber splice – Dallas', ...at(dallas), startAt: new Date(Date.now() + 5 * DAY), fixedAmount: 800 }),
    newYork: await insertTestAssignment(db, { ...base, title: 'Kiosk setup – New York', ...at(newYork), startAt: new Date(Date.now() + 20 * DAY), fixedAmount: 250 }),
    remote: await insertTestAssignment(db, { ...base, title: 'Remote router config', locationTypeId: 2, startAt: new Date(Date.now() + 7 * DAY), fixedAmount: 120 }),
  };
  return { company, customer, orders, cities: { austin, roundRock, dallas, newYork } };
}

export type Market = Awaited<ReturnType<typeof createMarket>>;

/** An engineer living in `city`, travelling `travelDistance` miles. */
export async function createEngineerIn(app: TestApp, db: Database, city: Market['cities']['austin'], travelDistance = 50, firstName = 'Erin') {
  const engineer = await createTestEngineer(db, { first_name: firstName });
  const contact = { first_name: firstName, last_name: 'Tester', country_id: city.countryId, state_id: city.stateId, city_id: city.id };
  await callApi(app, 'PATCH', '/engineers/update-contact-info', { token: engineer.token, body: contact });
  await callApi(app, 'PATCH', '/engineers/update-distance-and-rate', { token: engineer.token, body: { hourly_rate: 45, travel_distance: travelDistance } });
  return engineer;
}

export async function addSkills(db: Database, assignmentId: number, skillIds: number[]) {
  await db.insert(assignmentSkills).values(skillIds.map((skillId) => ({ assignmentId, skillId })));
}

/** Attaches a small PDF to an order; answers the assignment_documents id. */
export async function attachDocument(db: Database, storage: FileStorage, assignmentId: number, uploadedBy: number) {
  const file = await storeUpload({ db, storage, file: fileOf(pdfBytes(), 'scope.pdf'), kind: 'document', uploadedBy, maxBytes: 1024 * 1024 });
  const [row] = await db.insert(assignmentDocuments).values({ assignmentId, fileId: file.id }).returning();
  return row.id;
}

export const titlesOf = (body: { data: { data: { title: string }[] } }) => body.data.data.map((row) => row.title);
