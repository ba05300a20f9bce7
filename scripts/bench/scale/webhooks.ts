import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_ENDPOINTS } from '@/constants';
import { BenchCallError, callApi } from '../bench-client';
import { percentile } from '../print-report';
import type { Team } from './accounts';
import type { CheckResult } from './checks';

// The integrators' side of the scale run: each team's company registers a webhook for every event
// on a receiver this process serves (one path per team), which checks each delivery's Standard
// Webhooks signature with that endpoint's secret. Afterwards every delivery the instances queued
// must have arrived, signed, and no more often than it was attempted (an attempt whose answer was
// lost may arrive again, with the same webhook-id).

type Arrival = { count: number; verified: boolean; lagMs: number };

export type WebhookReceiver = {
  /** webhook-id → what arrived under it. */
  arrivals: Map<string, Arrival>;
  /** Registers team `index`'s endpoint through the API and keeps its secret to verify with. */
  register: (baseUrl: string, team: Team) => Promise<number>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const arrivals = new Map<string, Arrival>();
  const verifiers = new Map<number, Webhook>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const receivedAt = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id']);
      const verifier = verifiers.get(Number(request.url?.split('/').at(-1)));
      let verified = false;
      let lagMs = NaN;
      try {
        const payload = verifier?.verify(body, request.headers as Record<string, string>) as { timestamp: string } | undefined;
        verified = payload !== undefined;
        lagMs = payload ? receivedAt - Date.parse(payload.timestamp) : NaN;
      } catch {
        verified = false;
      }
      const arrival = arrivals.get(id);
      arrivals.set(id, { count: (arrival?.count ?? 0) + 1, verified: (arrival?.verified ?? true) && verified, lagMs: arrival?.lagMs ?? lagMs });
      response.writeHead(verified ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const register = async (baseUrl: string, team: Team) => {
    const json = { url: `${origin}/hooks/${team.index}`, events: ['*'], description: 'scale run' };
    const created = await callApi<{ id: number; secret: string }>(baseUrl, 'create webhook', 'POST', WEBHOOK_ENDPOINTS.WEBHOOKS, { token: team.company.token, headers: team.headers, json }).catch((error: unknown) => {
      // The receiver is on loopback: instances that allow only public https addresses refuse it with a 400.
      if (error instanceof BenchCallError && error.message.startsWith('create webhook: 400')) {
        throw new Error(`${error.message}. The receiver is on this machine: start the instances with \`npm run scale:up -- --env WEBHOOK_ALLOW_PRIVATE_URLS=true\`.`);
      }
      throw error;
    });
    verifiers.set(team.index, new Webhook(created.secret));
    return created.id;
  };

  return { arrivals, register, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}


/** Waits (up to `seconds`) until no delivery to `endpointIds` is pending, then checks what arrived. */
export async function checkWebhooks(databaseUrl: string, endpointIds: number[], receiver: WebhookReceiver, seconds: number): Promise<CheckResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + seconds * 1000;
    const pending = async () => Number((await client.query<{ n: string }>(`select count(*) as n from webhook_deliveries where endpoint_id = any($1) and status = 'pending'`, [endpointIds])).rows[0].n);
    let left = await pending();
    while (left > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      left = await pending();
    }
    const { rows: deliveries } = await client.query<{ message_id: string; status: string; attempts: number }>(
      'select message_id, status, attempts from webhook_deliveries where endpoint_id = any($1)',
      [endpointIds],
    );
    // One endpoint per company, listening to every event: each of their events has one delivery.
    const { rows: unsent } = await client.query<{ n: string }>(
      `select count(*) as n from webhook_events e
        where e.company_id in (select company_id from webhook_endpoints where id = any($1))
          and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)`,
      [endpointIds],
    );
    const lost = deliveries.filter((delivery) => !receiver.arrivals.has(delivery.message_id));
    const doubled = deliveries.filter((delivery) => (receiver.arrivals.get(delivery.message_id)?.count ?? 0) > Math.max(1, delivery.attempts)).length;
    const unverified = [...receiver.arrivals.values()].filter((arrival) => !arrival.verified).length;
    const failed = deliveries.filter((delivery) => delivery.status === 'failed').length;
    const retried = deliveries.filter((delivery) => delivery.attempts > 1).length;
    const lags = [...receiver.arrivals.values()].map((arrival) => arrival.lagMs).filter(Number.isFinite).sort((a, b) => a - b);
    return [
      {
        name: 'every webhook delivery arrived, signed, once',
        ok: lost.length === 0 && doubled === 0 && unverified === 0 && left === 0 && Number(unsent[0].n) === 0,
        detail:
          `${deliveries.length} deliveries to ${endpointIds.length} endpoints (${retried} retried, ${failed} given up, ${left} still pending); ` +
          `${lost.length} never arrived, ${doubled} arrived more often than attempted, ${unverified} with a bad signature; ${unsent[0].n} events without a delivery`,
      },
      { name: 'webhook lag, event to receipt (p50 / p99)', ok: true, detail: `${percentile(lags, 50)} / ${percentile(lags, 99)} ms over ${lags.length} deliveries` },
    ];
  } finally {
    await client.end();
  }
}
