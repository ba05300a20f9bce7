import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, METRICS_ENDPOINTS } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { readMetrics } from '../../domain/metrics/read-metrics';
import { createStreamSlots } from '../../lib/live/stream-slots';
import { METRICS_TOKEN_MESSAGE } from '../../lib/metrics/check-metrics-token';
import { callApi, createTestCompany, getTestDb, uniqueIp } from '../../test/helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
const METRICS_PATH = `${API_V1_BASE}${METRICS_ENDPOINTS.METRICS}`;

let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined, metricsToken: TOKEN });
});

/** A scrape with the right token, or with `authorization` as given (null: none). */
const scrape = async (target = app, authorization: string | null = `Bearer ${TOKEN}`) =>
  target.request(METRICS_PATH, { headers: { 'x-forwarded-for': uniqueIp(), ...(authorization !== null && { authorization }) } });

/** `name{labels} value` per sample line; `# HELP` and `# TYPE` lines are comments. Prometheus reads NaN in any case (prom-client writes `Nan`). */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|\+Inf|-Inf)$/;

function parseSamples(text: string) {
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return lines.map((line) => {
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    return { name: match[1], labels: match[2] ?? '', value: Number(match[3]), line };
  });
}

const sampleValue = (text: string, name: string, labels = '') => parseSamples(text).find((sample) => sample.name === name && sample.labels === labels)?.value;

describe('GET /metrics', () => {
  it('answers 404 when the server has no METRICS_TOKEN', async () => {
    const closed = createApp({ db, mailer: async () => undefined, metricsToken: undefined });
    const answer = await scrape(closed);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [null, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer']) {
      const answer = await scrape(app, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(await answer.json()).toEqual({ message: METRICS_TOKEN_MESSAGE, code: 'unauthorized' });
    }
  });

  it('answers the Prometheus text format, every line a comment or `name{labels} value`', async () => {
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    const names = new Set(parseSamples(text).map((sample) => sample.name));
    for (const name of ['service_portal_process_resident_memory_bytes', 'service_portal_nodejs_eventloop_lag_seconds', 'service_portal_db_pool_max', 'service_portal_live_streams_open', 'service_portal_webhook_delivery_lag_seconds']) {
      expect(names, name).toContain(name);
    }
    for (const state of ['in_use', 'idle', 'waiting']) expect(sampleValue(text, 'service_portal_db_pool_connections', `{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
  });

  it('counts a request under its route template and status, never its URL', async () => {
    const secret = 'a'.repeat(43);
    expect((await callApi(app, 'GET', `/calendar/${secret}.ics`)).status).toBe(404);
    const text = await scrape().then((answer) => answer.text());
    const counted = parseSamples(text).filter((sample) => sample.name === 'service_portal_http_requests_total' && sample.labels.includes('/api/v1/calendar/'));
    expect(counted).toEqual([expect.objectContaining({ labels: expect.stringMatching(/^\{method="GET",route="\/api\/v1\/calendar\/:token[^"]*\.ics",status="404"\}$/), value: 1 })]);
    expect(text).not.toContain(secret);
    expect(sampleValue(text, 'service_portal_http_request_duration_seconds_count', counted[0].labels)).toBe(1);
  });

  it('counts a path no route answers as `unmatched`', async () => {
    await callApi(app, 'GET', '/no-such-thing/12345');
    const text = await scrape().then((answer) => answer.text());
    expect(sampleValue(text, 'service_portal_http_requests_total', '{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts the live streams open on this process', async () => {
    const open = async () => sampleValue(await scrape().then((answer) => answer.text()), 'service_portal_live_streams_open')!;
    const slots = createStreamSlots({ perUser: 1, perAddress: 5 });
    const before = await open();
    const first = slots.open({ userId: 1, address: '192.0.2.1' });
    const second = slots.open({ userId: 2, address: '192.0.2.1' });
    expect(await open()).toBe(before + 2);
    // A newer stream of user 1 takes the place of the first; releasing it again changes nothing.
    slots.open({ userId: 1, address: '192.0.2.1' }).release();
    first.release();
    second.release();
    expect(await open()).toBe(before);
  });

  it('reports how long the longest-waiting due webhook delivery has been due', async () => {
    const company = await createTestCompany(db);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ companyId: company.companyId, createdBy: company.user.id, url: 'https://hooks.example.test/in', events: ['*'], secret: 'whsec_test' })
      .returning();
    const [event] = await db.insert(webhookEvents).values({ companyId: company.companyId, type: 'work_order.created', payload: {} }).returning();
    const now = new Date();
    await db.insert(webhookDeliveries).values([
      { endpointId: endpoint.id, eventId: event.id, messageId: `msg_${endpoint.id}_due`, nextAttemptAt: new Date(now.getTime() - 90_000) },
      { endpointId: endpoint.id, eventId: event.id, messageId: `msg_${endpoint.id}_later`, nextAttemptAt: new Date(now.getTime() + 60_000) },
    ]);
    const { text } = await readMetrics({ db, now });
    expect(sampleValue(text, 'service_portal_webhook_delivery_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(sampleValue(text, 'service_portal_webhook_deliveries_due')).toBeGreaterThanOrEqual(1);
  });
});
