import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { createTestCompany, getTestDb } from '../../test/helpers';
import { disableFailingWebhooks, DISABLED_FAILING_REASON } from './disable-failing-webhooks';
import { pruneWebhookDeliveries } from './prune-webhook-deliveries';
import { updateWebhook } from './update-webhook';

let db: Database;
beforeAll(async () => {
  db = await getTestDb();
});

const DAY = 86_400_000;
const now = new Date();

async function insertEndpoint(companyId: number, createdBy: number, failingSince: Date | null) {
  const [row] = await db.insert(webhookEndpoints).values({ companyId, createdBy, url: 'https://hooks.example/x', events: ['*'], secret: 'whsec_x', failingSince }).returning();
  return row;
}

describe('disableFailingWebhooks', () => {
  it('turns off an endpoint failing for 5 days and mails its company owner, once; one failing for less stays on', async () => {
    const company = await createTestCompany(db);
    const failing = await insertEndpoint(company.companyId, company.user.id, new Date(now.getTime() - 5 * DAY - 1000));
    const recent = await insertEndpoint(company.companyId, company.user.id, new Date(now.getTime() - 4 * DAY));
    const mails: MailMessage[] = [];
    const mailer = async (mail: MailMessage) => void mails.push(mail);

    const [first, second] = await Promise.all([disableFailingWebhooks({ db, mailer, portalOrigin: 'http://portal.test', now }), disableFailingWebhooks({ db, mailer, portalOrigin: 'http://portal.test', now })]);
    expect([...first, ...second].filter((id) => id === failing.id || id === recent.id)).toEqual([failing.id]);
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, failing.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: DISABLED_FAILING_REASON });
    expect(mails.filter((mail) => mail.to === company.email)).toHaveLength(1);
    expect(mails[0].text).toContain('http://portal.test/company/integrations');
    expect((await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, recent.id)))[0].enabled).toBe(true);

    // Turning it on again forgets the failing state.
    const actor = { userId: company.user.id, companyId: company.companyId, customerId: null };
    expect(await updateWebhook({ db, actor, webhookId: failing.id, input: { enabled: true } })).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });
});

describe('pruneWebhookDeliveries', () => {
  it('drops deliveries older than 30 days and their events, keeping newer ones', async () => {
    const company = await createTestCompany(db);
    const endpoint = await insertEndpoint(company.companyId, company.user.id, null);
    const insert = async (age: number) => {
      const createdAt = new Date(now.getTime() - age);
      const [event] = await db.insert(webhookEvents).values({ companyId: company.companyId, type: 'ping', payload: {}, createdAt }).returning();
      const [delivery] = await db.insert(webhookDeliveries).values({ endpointId: endpoint.id, eventId: event.id, messageId: `msg_${randomUUID()}`, createdAt }).returning();
      return { event, delivery };
    };
    const old = await insert(31 * DAY);
    const young = await insert(29 * DAY);
    await pruneWebhookDeliveries(db, now);
    const left = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((row) => row.id)).toEqual([young.delivery.id]);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, old.event.id))).toEqual([]);
  });
});
