import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { expenses, payments } from '../../db/schema';
import { revokeAuthTokens } from '../../domain/auth/revoke-auth-tokens';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, getTestDb, uniqueIp, type TestAccount, type TestApp } from '../../test/helpers';
import { findCity, insertTestAssignment } from '../../test/support/engineer-profile';

// The CSV exports against the list they mirror: the same rows for the same filters, read in
// several keyset pages (three rows a page here, ties on the sort column across pages), formula
// cells defused, tenants kept apart, and the database free for other requests mid-download.

let app: TestApp;
let db: Database;
let company: TestAccount & { companyId: number };
let customer: TestAccount & { customerId: number };
let engineer: TestAccount;
let otherCompany: TestAccount & { companyId: number };
const CHUNK_ROWS = 3;

type Download = { status: number; headers: Headers; text: string; rows: Record<string, string>[] };

async function download(token: string, path: string): Promise<Download> {
  const response = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueIp() } });
  // Read as bytes: Response.text() would drop the byte order mark.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const parsed = response.ok ? Papa.parse<Record<string, string>>(body, { header: true, newline: '\r\n', skipEmptyLines: true }) : undefined;
  if (parsed) expect(parsed.errors).toEqual([]);
  return { status: response.status, headers: response.headers, text, rows: parsed?.data ?? [] };
}

const listIds = async (token: string, query: string) => {
  const { body } = await callApi(app, 'GET', `/customers/customer_assignments?per_page=100&${query}`, { token });
  return body.data.data.map((row: { id: number }) => String(row.id));
};

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined, exportChunkRows: CHUNK_ROWS });
  company = await createTestCompany(db);
  const customerAccount = await createTestCustomer(db, company.companyId);
  customer = { ...customerAccount, customerId: customerAccount.user.customer_id! };
  engineer = await createTestEngineer(db, { first_name: 'Erin', last_name: 'Field' });
  otherCompany = await createTestCompany(db);

  const austin = await findCity(db, 'Austin', 'Texas');
  const site = { cityId: austin.id, stateId: austin.stateId, countryId: austin.countryId, addressLine1: '500 Congress Ave', addressLine2: 'Suite 2, back door', zip: '78701' };
  const order = (values: Omit<Parameters<typeof insertTestAssignment>[1], 'companyId' | 'createdBy'> & { createdBy?: number }) =>
    insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id, ...site, ...values });
  for (let index = 0; index < 8; index += 1) await order({ title: `Rack cabling ${index}`, startAt: new Date(Date.UTC(2026, 11, 1 + index, 15)) });
  await order({ title: '=HYPERLINK("http://evil.test","click")', description: '+cmd' });
  await order({ title: 'Kiosk for the customer', customerId: customer.customerId, createdBy: customer.user.id, status: 10 });
  await insertTestAssignment(db, { companyId: otherCompany.companyId, createdBy: otherCompany.user.id, title: 'Rack cabling elsewhere' });

  // A paid order, with its breakdown and two expenses (one approved), in the customer's name.
  const paid = await order({
    title: 'Paid printer repair',
    status: 8,
    paymentTypeId: 1,
    hourlyRate: 40,
    maxHours: 3,
    fixedAmount: null,
    assignedEngineerId: engineer.user.id,
    agreedAmount: 120,
    startAt: new Date('2026-07-15T14:00:00Z'),
    checkedInAt: new Date('2026-07-15T14:00:00Z'),
    checkedOutAt: new Date('2026-07-15T17:30:00Z'),
    paidAt: new Date('2026-07-20T16:00:00Z'),
    customerId: customer.customerId,
  });
  await db.insert(payments).values({
    assignmentId: paid.id, engineerId: engineer.user.id, paidBy: company.user.id, hoursWorked: 3.5,
    laborAmount: 120, expensesAmount: 20, totalAmount: 140, gateway: 'manual', reference: 'ref-1', createdAt: new Date('2026-07-20T16:00:00Z'),
  });
  await db.insert(expenses).values([
    { assignmentId: paid.id, engineerId: engineer.user.id, amount: 20, category: 'parking', description: 'Garage', status: 'approved', decidedBy: company.user.id, decidedAt: new Date('2026-07-16T10:00:00Z'), createdAt: new Date('2026-07-15T18:00:00Z') },
    { assignmentId: paid.id, engineerId: engineer.user.id, amount: 12.5, category: 'meals', description: '-lunch', status: 'rejected', reason: 'Not covered', createdAt: new Date('2026-07-15T19:00:00Z') },
  ]);
  // Seven expenses submitted at one instant and four payments recorded at another: ties on the
  // sort time across pages, told apart by the id.
  const sameInstant = new Date('2026-09-02T12:00:00Z');
  await db.insert(expenses).values(
    Array.from({ length: 7 }, (_, index) => ({ assignmentId: paid.id, engineerId: engineer.user.id, amount: 1 + index, category: 'parking' as const, description: `Meter ${index}`, createdAt: sameInstant })),
  );
  for (let index = 0; index < 4; index += 1) {
    const settled = await order({ title: `Settled visit ${index}`, status: 8, assignedEngineerId: engineer.user.id, agreedAmount: 50 });
    await db.insert(payments).values({
      assignmentId: settled.id, engineerId: engineer.user.id, paidBy: company.user.id,
      laborAmount: 50, expensesAmount: 0, totalAmount: 50, gateway: 'manual', reference: `settled-${index}`, createdAt: new Date('2026-09-03T09:00:00Z'),
    });
  }
});

/** The next chunk of a body as text (the byte order mark kept), or undefined at its end. */
function chunkReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return async () => {
    const { value, done } = await reader.read();
    return done ? undefined : decoder.decode(value, { stream: true });
  };
}

const within = <T,>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('the work-order export', () => {
  it('answers a CSV attachment with a byte order mark, the header and CRLF line ends', async () => {
    const answer = await download(company.token, '/customers/export-work-orders');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="work-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.text.startsWith('\uFEFFID,Title,Status,Site,City,State,ZIP,Zone,Start,Start date,End,End date,Pay type,')).toBe(true);
    expect(answer.text.endsWith('\r\n')).toBe(true);
    expect(answer.text.replaceAll('\r\n', '').includes('\n')).toBe(false);
  });

  it('holds the rows the list shows for the same filters, search and sort, over several chunks', async () => {
    const sorts = ['sort_by=created_at&order=asc', 'sort_by=title&order=asc', 'sort_by=title&order=desc', 'sort_by=start_at&order=asc', 'sort_by=start_at&order=desc', 'sort_by=status&order=asc', 'sort_by=status&order=desc'];
    for (const query of ['', 'status=0', 'status=10', 'search=rack', ...sorts, 'sort_by=start_at&order=asc&search=cabling', 'search=nothing-matches']) {
      const listed = await listIds(company.token, query);
      const exported = await download(company.token, `/customers/export-work-orders?${query}`);
      expect(exported.status, query).toBe(200);
      expect(exported.rows.map((row) => row.ID), query).toEqual(listed);
    }
    expect((await listIds(company.token, '')).length).toBeGreaterThan(CHUNK_ROWS * 3);
  });

  it('narrows to chosen ids within the filters', async () => {
    const [first, , third] = await listIds(company.token, 'sort_by=title&order=asc');
    const foreign = (await listIds(otherCompany.token, ''))[0];
    const { rows } = await download(company.token, `/customers/export-work-orders?sort_by=title&order=asc&ids=${third},${first},${foreign}`);
    expect(rows.map((row) => row.ID)).toEqual([first, third]);
  });

  it('writes the columns a buyer reconciles with: names, site, times in the site’s zone, money with two decimals', async () => {
    const { rows } = await download(company.token, '/customers/export-work-orders?search=printer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Title: 'Paid printer repair',
      Status: 'Paid',
      Site: '500 Congress Ave, Suite 2, back door',
      City: 'Austin',
      State: 'Texas',
      ZIP: '78701',
      Zone: 'America/Chicago',
      Start: '2026-07-15T09:00:00-05:00',
      'Start date': '07/15/2026',
      End: '',
      'Pay type': expect.stringMatching(/hour/i),
      'Agreed pay': '120.00',
      Hours: '3.50',
      'Expenses approved': '20.00',
      'Total paid': '140.00',
      'Paid at': '2026-07-20T11:00:00-05:00',
      'Paid date': '07/20/2026',
      Engineer: 'Erin Field',
      'Engineer ID': String(engineer.user.id),
    });
    const winter = (await download(company.token, '/customers/export-work-orders?search=cabling 0')).rows[0];
    expect([winter.Start, winter['Start date'], winter['Agreed pay'], winter.Engineer]).toEqual(['2026-12-01T09:00:00-06:00', '12/01/2026', '', '']);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const answer = await download(company.token, '/customers/export-work-orders?search=hyperlink');
    expect(answer.rows.map((row) => row.Title)).toEqual([`'=HYPERLINK("http://evil.test","click")`]);
    expect(answer.text).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
  });

  it('shows a customer only its own orders and another company none of these', async () => {
    const own = await download(customer.token, '/customers/export-work-orders');
    expect(own.rows.map((row) => row.Title).sort()).toEqual(['Kiosk for the customer', 'Paid printer repair']);
    const other = await download(otherCompany.token, '/customers/export-work-orders');
    expect(other.rows.map((row) => row.Title)).toEqual(['Rack cabling elsewhere']);
    const engineerAnswer = await download(engineer.token, '/customers/export-work-orders');
    expect(engineerAnswer.status).toBe(403);
  });

  it('holds no connection while a download is paused mid-file: other requests are answered meanwhile', async () => {
    const response = await app.request('/api/v1/customers/export-work-orders', { headers: { authorization: `Bearer ${company.token}`, 'x-forwarded-for': uniqueIp() } });
    const read = chunkReader(response.body!);
    let text = (await read())!;
    expect(text.startsWith('\uFEFFID,Title,')).toBe(true);
    text += (await read())!;
    expect(text.split('\r\n').length - 2).toBe(CHUNK_ROWS);

    // The reader stops reading here; the database must still answer others (on PGlite there is one connection).
    const other = await within(5000, callApi(app, 'GET', '/customers/customer_assignments?per_page=5', { token: customer.token }));
    expect(other.status).toBe(200);
    const written = await within(5000, insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id, title: 'Posted mid-download' }));

    for (let chunk = await read(); chunk !== undefined; chunk = await read()) text += chunk;
    const ids = Papa.parse<Record<string, string>>(text.slice(1), { header: true, newline: '\r\n', skipEmptyLines: true }).data.map((row) => row.ID);
    // Newest first: the order posted after the first page was read sorts before it, so the file does not hold it.
    expect(ids).not.toContain(String(written.id));
    expect(ids).toEqual((await listIds(company.token, '')).filter((id: string) => id !== String(written.id)));
  });

  it('stops reading when the reader goes away mid-file', async () => {
    const response = await app.request('/api/v1/customers/export-work-orders', { headers: { authorization: `Bearer ${company.token}`, 'x-forwarded-for': uniqueIp() } });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const again = await download(company.token, '/customers/export-work-orders');
    expect(again.rows.length).toBe((await listIds(company.token, '')).length);
  });

  it('answers 401 and no file to a token revoked since it was last seen (the file is read alongside the check)', async () => {
    const leaving = await createTestCompany(db);
    expect((await download(leaving.token, '/customers/export-work-orders')).status).toBe(200);
    await revokeAuthTokens({ db, userId: leaving.user.id, reason: 'signedOut' });
    const answer = await download(leaving.token, '/customers/export-work-orders');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.text).not.toContain('ID,Title');
  });

  it('refuses bad filters and ids with 400', async () => {
    for (const query of ['status=9', 'sort_by=password_hash', 'ids=', 'ids=1,x', `ids=${Array.from({ length: 1001 }, (_, index) => index + 1).join(',')}`]) {
      const { status, body } = await callApi(app, 'GET', `/customers/export-work-orders?${query}`, { token: company.token });
      expect(status, query).toBe(400);
      expect(body.message, query).toBeTruthy();
    }
  });
});

describe('the payment and expense exports', () => {
  it('lists each payment of the span with its breakdown, for whoever sees the order', async () => {
    for (const account of [company, customer]) {
      const answer = await download(account.token, '/customers/export-payments?from=2026-07-01&to=2026-07-31');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-07-01-to-2026-07-31.csv"');
      expect(answer.rows).toEqual([
        expect.objectContaining({
          Title: 'Paid printer repair', Engineer: 'Erin Field', 'Hourly rate': '40.00', 'Max hours': '3.00', 'Fixed amount': '',
          'Hours worked': '3.50', 'Billable hours': '3.00', Labor: '120.00', Expenses: '20.00', Total: '140.00',
          Gateway: 'manual', Reference: 'ref-1', 'Paid at': '2026-07-20T16:00:00Z', 'Paid date': '07/20/2026',
        }),
      ]);
    }
    expect((await download(company.token, '/customers/export-payments?from=2026-07-21&to=2026-08-31')).rows).toEqual([]);
    expect((await download(company.token, '/customers/export-payments?from=2026-07-20&to=2026-07-20')).rows).toHaveLength(1);
    expect((await download(otherCompany.token, '/customers/export-payments?from=2026-01-01&to=2026-12-31')).rows).toEqual([]);
  });

  it('lists each expense of the span, whatever its status, with a defused description', async () => {
    const answer = await download(company.token, '/customers/export-expenses?from=2026-07-15&to=2026-07-15');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="expenses-2026-07-15-to-2026-07-15.csv"');
    expect(answer.rows.map((row) => [row.Category, row.Description, row.Amount, row.Status, row.Reason, row['Submitted at'], row['Decided date']])).toEqual([
      ['Parking', 'Garage', '20.00', 'Approved', '', '2026-07-15T18:00:00Z', '07/16/2026'],
      ['Meals', "'-lunch", '12.50', 'Rejected', 'Not covered', '2026-07-15T19:00:00Z', ''],
    ]);
    expect((await download(otherCompany.token, '/customers/export-expenses?from=2026-01-01&to=2026-12-31')).rows).toEqual([]);
  });

  it('pages through rows with the same time, each once, in the order of their ids', async () => {
    const expenseRows = (await download(company.token, '/customers/export-expenses?from=2026-09-02&to=2026-09-02')).rows;
    expect(expenseRows.map((row) => row.Description)).toEqual(Array.from({ length: 7 }, (_, index) => `Meter ${index}`));
    const expenseIds = expenseRows.map((row) => Number(row['Expense ID']));
    expect(expenseIds).toEqual([...expenseIds].sort((a, b) => a - b));

    const paymentRows = (await download(company.token, '/customers/export-payments?from=2026-09-01&to=2026-09-30')).rows;
    expect(paymentRows.map((row) => row.Reference)).toEqual(['settled-0', 'settled-1', 'settled-2', 'settled-3']);
  });

  it('refuses missing, impossible and reversed dates with 400', async () => {
    for (const path of ['/customers/export-payments', '/customers/export-expenses']) {
      for (const query of ['', '?from=2026-07-01', '?from=2026-02-30&to=2026-03-01', '?from=07/01/2026&to=2026-07-31', '?from=2026-08-01&to=2026-07-01']) {
        const { status, body } = await callApi(app, 'GET', `${path}${query}`, { token: company.token });
        expect(status, `${path}${query}`).toBe(400);
        expect(body.message).toBeTruthy();
      }
    }
  });
});
