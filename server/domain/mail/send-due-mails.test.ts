import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, notifications } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { captureLogs } from '../../test/capture-logs';
import { callApi, createTestCustomer, type TestAccount, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, patch, type Parties } from '../../test/support/lifecycle';
import { createNotification } from '../notifications/create-notification';
import { sendDueMails } from './send-due-mails';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
});

const MINUTE = 60 * 1000;
const ORIGIN = 'http://portal.test';
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** Runs the sweep as the server does, with a mailer that keeps what it sends; answers the mails to `account`. */
async function sweep(account: TestAccount, now = later(1)) {
  const mails: MailMessage[] = [];
  await sendDueMails({ db, mailer: async (mail) => void mails.push(mail), portalOrigin: ORIGIN, now });
  return mails.filter((mail) => mail.to === account.email);
}

const optOut = (account: TestAccount, body: object) => callApi(app, 'PUT', '/mail-preferences', { token: account.token, body });

/** An unassigned order of the parties' company that the engineer applied for. */
async function orderWithApplicant(parties: Parties, title: string) {
  const order = await insertAssignedOrder(db, parties, { status: 0, assignedEngineerId: null, title });
  await db.update(assignmentApplications).set({ status: 'applied' }).where(eq(assignmentApplications.assignmentId, order.id));
  return order;
}

describe('mail for what needs action', () => {
  it('mails each of the six kinds with the order named and a link to it', async () => {
    const parties = await createParties(db);
    const { company, engineer } = parties;
    const engineerLink = (id: number) => `${ORIGIN}/engineer/my-work/details-page/${id}`;
    const companyLink = (id: number) => `${ORIGIN}/company/assignments/details-page/${id}`;

    const order = await orderWithApplicant(parties, 'Rack install at HQ');
    expect((await patch(app, company.token, '/customers/assign-assignment', { assignment_id: order.id, engineer_id: engineer.user.id })).status).toBe(200);
    const [assigned] = await sweep(engineer);
    expect(assigned.subject).toBe('You have been assigned a work order: Rack install at HQ');
    expect(assigned.text).toContain(`Work order #${order.id}: Rack install at HQ`);
    expect(assigned.text).toContain(engineerLink(order.id));
    expect(assigned.text).toContain(`${ORIGIN}/engineer/profile`);

    expect((await patch(app, engineer.token, '/engineers/confirm-assignment-engineer', { assignment_id: order.id })).status).toBe(200);
    const toCompany = await sweep(company);
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0].subject).toContain('Rack install at HQ');
    expect(toCompany[0].text).toContain(companyLink(order.id));
    expect((await patch(app, company.token, '/customers/confirm-assignment-customer', { assignment_id: order.id })).status).toBe(200);
    expect((await sweep(engineer)).map((mail) => mail.text)).toEqual([expect.stringContaining(engineerLink(order.id))]);

    const review = await insertAssignedOrder(db, parties, { status: 6, title: 'Camera survey' });
    expect((await patch(app, company.token, '/customers/send-for-correction', { assignment_id: review.id, note: 'Photos are blurry' })).status).toBe(200);
    const correction = await sweep(engineer);
    expect(correction).toHaveLength(1);
    expect(correction[0].subject).toContain('Camera survey');
    expect(correction[0].text).toContain(engineerLink(review.id));

    const done = await insertAssignedOrder(db, parties, { status: 6, title: 'Cable run' });
    expect((await patch(app, company.token, '/customers/approve-assignment', { assignment_id: done.id })).status).toBe(200);
    expect((await sweep(engineer)).map((mail) => mail.text)).toEqual([expect.stringContaining(engineerLink(done.id))]);

    const due = await insertAssignedOrder(db, parties, { status: 7, paymentTypeId: 2, fixedAmount: 300, title: 'Printer swap' });
    expect((await patch(app, company.token, '/customers/pay-assignment', { assignment_id: due.id })).status).toBe(200);
    const paid = await sweep(engineer);
    expect(paid).toHaveLength(1);
    expect(paid[0].subject).toContain('Printer swap');
    expect(paid[0].text).toContain(engineerLink(due.id));

    expect((await callApi(app, 'POST', '/send-message', { token: engineer.token, body: { assignment_id: due.id, message: 'Invoice attached?' } })).status).toBe(201);
    expect(await sweep(company, later(11))).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('Printer swap'), text: expect.stringContaining(companyLink(due.id)) }),
    ]);
    // Each mail goes once.
    expect([...(await sweep(company, later(12))), ...(await sweep(engineer, later(12)))]).toEqual([]);
  });

  it('mails the company side what needs it — an application, completed work — and never a side the kind is not for', async () => {
    const parties = await createParties(db);
    const { company, engineer } = parties;
    const open = await insertAssignedOrder(db, parties, { status: 0, assignedEngineerId: null, title: 'Switch audit' });
    await db.delete(assignmentApplications).where(eq(assignmentApplications.assignmentId, open.id)); // the engineer has not applied yet
    expect((await callApi(app, 'POST', '/engineers/apply-assignment', { token: engineer.token, body: { assignment_id: open.id } })).status).toBe(201);
    expect((await sweep(company)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Switch audit')]);

    const finished = await insertAssignedOrder(db, parties, { status: 5, title: 'Badge readers' });
    expect((await patch(app, engineer.token, '/engineers/complete-assignment', { assignment_id: finished.id })).status).toBe(200);
    expect((await sweep(company)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Badge readers')]);

    // The company may complete the work itself: "work completed" is the company's mail, so the engineer gets none.
    const byCompany = await insertAssignedOrder(db, parties, { status: 5, title: 'Door sensors' });
    expect((await patch(app, company.token, '/customers/complete-assignment', { assignment_id: byCompany.id })).status).toBe(200);
    expect(await sweep(engineer)).toEqual([]);
    const [notice] = await db.select().from(notifications).where(eq(notifications.assignmentId, byCompany.id));
    expect(notice).toMatchObject({ userId: engineer.user.id, kind: 'complete' });
  });

  it('sends nothing for a mail the user turned off, and marks it handled', async () => {
    const parties = await createParties(db);
    expect((await optOut(parties.engineer, { assigned: false })).status).toBe(200);
    const order = await orderWithApplicant(parties, 'Opted out');
    await patch(app, parties.company.token, '/customers/assign-assignment', { assignment_id: order.id, engineer_id: parties.engineer.user.id });
    expect(await sweep(parties.engineer)).toEqual([]);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, parties.engineer.user.id));
    expect(notice.kind).toBe('assign');
    expect(notice.mailedAt).toBeInstanceOf(Date);

    // Other kinds still go.
    await patch(app, parties.engineer.token, '/engineers/confirm-assignment-engineer', { assignment_id: order.id });
    await patch(app, parties.company.token, '/customers/confirm-assignment-customer', { assignment_id: order.id });
    expect(await sweep(parties.engineer)).toHaveLength(1);
  });

  it('mails an unread message after 10 minutes, once, and not a message read before then', async () => {
    const parties = await createParties(db);
    const customer = await createTestCustomer(db, parties.company.companyId);
    const order = await insertAssignedOrder(db, parties, { status: 2, title: 'Door access', createdBy: customer.user.id, customerId: customer.user.customer_id });
    const send = () => callApi(app, 'POST', '/send-message', { token: parties.engineer.token, body: { assignment_id: order.id, message: 'Which door?' } });

    const first = await send();
    expect(await sweep(customer, later(5))).toEqual([]);
    const read = await callApi(app, 'PATCH', '/read-messages', { token: customer.token, body: { assignment_id: order.id, message_ids: [first.body.data.id] } });
    expect(read.body.data).toEqual({ read_count: 1 });
    expect(await sweep(customer, later(11))).toEqual([]);

    await send();
    expect(await sweep(customer, later(5))).toEqual([]);
    const mails = await sweep(customer, later(11));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: expect.stringContaining('Door access'), text: expect.stringContaining(`${ORIGIN}/customer/assignments/details-page/${order.id}`) });
    expect(await sweep(customer, later(20))).toEqual([]);
  });

  it('sends each due mail once when two sweeps run at once', async () => {
    const parties = await createParties(db);
    const order = await insertAssignedOrder(db, parties, { status: 2, title: 'Race' });
    for (let index = 0; index < 8; index += 1) {
      await createNotification({ db, userId: parties.engineer.user.id, kind: 'approve', assignmentId: order.id, title: `Approved ${index}`, body: 'Approved.', link: `/engineer/my-work/details-page/${order.id}` });
    }
    const mails: MailMessage[] = [];
    const mailer = async (mail: MailMessage) => void mails.push(mail);
    await Promise.all([sendDueMails({ db, mailer, portalOrigin: ORIGIN, now: later(1) }), sendDueMails({ db, mailer, portalOrigin: ORIGIN, now: later(1) })]);
    const subjects = mails.filter((mail) => mail.to === parties.engineer.email).map((mail) => mail.subject);
    expect(subjects.toSorted()).toEqual(Array.from({ length: 8 }, (_, index) => `Approved ${index}: Race`).toSorted());
  });

  it('gives a mail back for a later sweep when the mail server fails', async () => {
    const parties = await createParties(db);
    await createNotification({ db, userId: parties.engineer.user.id, kind: 'approve', title: 'Approved', body: 'Approved.' });
    const logs = captureLogs();
    const failing = await sendDueMails({ db, mailer: () => Promise.reject(new Error('SMTP down')), portalOrigin: ORIGIN, now: later(1) }).finally(logs.restore);
    expect(failing.failed).toHaveLength(1);
    expect(logs.lines.filter((line) => line.level >= 50)).toHaveLength(1);
    expect(await sweep(parties.engineer, later(2))).toEqual([]);
    const retried = await sweep(parties.engineer, later(7));
    expect(retried).toEqual([expect.objectContaining({ subject: 'Approved', text: expect.stringContaining(`${ORIGIN}/engineer/notifications`) })]);
  });
});
