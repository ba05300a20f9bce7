import { createHash } from 'node:crypto';
import pg from 'pg';
import { ASSIGNMENT_STATUS, COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, API_V1_BASE } from '@/constants';
import { getTransitions } from '@/constants/lifecycle';
import { readMailDir } from '@/scripts/lib/mail-dir';
import { membersOf, type Team } from './accounts';
import type { Acknowledged } from './drive';
import type { LiveStream } from './live-stream';

// What the scale run checks afterwards, in the database and through every live instance:
// nothing acknowledged is lost, every file reads everywhere, every notification reached its
// user's live stream exactly once, and each automatic approval and mail happened once.

export type CheckResult = { name: string; ok: boolean; detail: string };

const APPROVED_EVENT = getTransitions('autoApprove')[0].event;

type CheckInput = {
  databaseUrl: string;
  teams: Team[];
  acknowledged: Acknowledged;
  streams: Map<number, LiveStream>;
  /** Base URLs of the instances still running (each file is read through every one). */
  instanceUrls: string[];
  mailDir: string;
};

async function checkWrites(client: pg.Client, acknowledged: Acknowledged, teams: Team[]): Promise<CheckResult[]> {
  const ids = [...acknowledged.orders.keys()];
  // The company side's steps are the poster's: the company's or its customer's.
  const userIds = new Map(teams.flatMap((team) => [[team.company.userId, 'company'], [team.customer.userId, 'company'], [team.engineer.userId, 'engineer']] as const));
  const { rows: logs } = await client.query<{ assignment_id: number; user_id: number | null; entries: string }>(
    'select assignment_id, user_id, count(*) as entries from assignment_logs where assignment_id = any($1) group by 1, 2',
    [ids],
  );
  const logged = new Map<number, { company: number; engineer: number }>();
  for (const row of logs) {
    const side = row.user_id === null ? undefined : userIds.get(row.user_id);
    if (!side) continue;
    const counts = logged.get(row.assignment_id) ?? { company: 0, engineer: 0 };
    counts[side] += Number(row.entries);
    logged.set(row.assignment_id, counts);
  }
  const missing = [...acknowledged.orders].filter(([id, record]) => {
    const counts = logged.get(id) ?? { company: 0, engineer: 0 };
    return counts.company < record.company || counts.engineer < record.engineer;
  });
  const { rows: statuses } = await client.query<{ id: number; status: number }>('select id, status from assignments where id = any($1)', [ids]);
  const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
  const unpaid = [...acknowledged.orders].filter(([id, record]) => record.lastAction === 'pay' && statusOf.get(id) !== ASSIGNMENT_STATUS.PAID);
  const { rows: messageRows } = await client.query<{ found: string }>('select count(*) as found from messages where id = any($1)', [acknowledged.messageIds]);
  const lifecycleCalls = [...acknowledged.orders.values()].reduce((sum, record) => sum + record.company + record.engineer, 0);
  return [
    { name: 'acknowledged lifecycle writes in the database', ok: missing.length === 0, detail: `${lifecycleCalls} calls on ${ids.length} orders; ${missing.length} orders miss an acknowledged step${missing.length ? ` (e.g. ${missing.slice(0, 5).map(([id]) => id).join(', ')})` : ''}` },
    { name: 'orders acknowledged as paid are Paid', ok: unpaid.length === 0, detail: `${[...acknowledged.orders.values()].filter((record) => record.lastAction === 'pay').length} paid; ${unpaid.length} not` },
    { name: 'acknowledged messages in the database', ok: Number(messageRows[0].found) === acknowledged.messageIds.length, detail: `${messageRows[0].found} of ${acknowledged.messageIds.length}` },
  ];
}

/** Waits (up to `seconds`) for the orders left at Pending Approval to be approved by the sweep, then checks each was approved once. */
export async function checkAutomaticApprovals(databaseUrl: string, acknowledged: Acknowledged, seconds: number): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await awaitApprovals(client, acknowledged, seconds);
  } finally {
    await client.end();
  }
}

async function awaitApprovals(client: pg.Client, acknowledged: Acknowledged, seconds: number): Promise<CheckResult> {
  const left = [...acknowledged.orders].filter(([, record]) => record.leftForApproval && record.lastAction === 'complete').map(([id]) => id);
  if (left.length === 0) return { name: 'automatic approvals, each once', ok: true, detail: 'none left for approval' };
  const deadline = Date.now() + seconds * 1000;
  let waiting = left.length;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ waiting: string }>('select count(*) as waiting from assignments where id = any($1) and status = $2', [left, ASSIGNMENT_STATUS.PENDING_APPROVAL]);
    waiting = Number(rows[0].waiting);
    if (waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { rows } = await client.query<{ assignment_id: number; approvals: string }>(
    'select assignment_id, count(*) as approvals from assignment_logs where assignment_id = any($1) and event = $2 group by 1',
    [left, APPROVED_EVENT],
  );
  const twice = rows.filter((row) => Number(row.approvals) > 1).length;
  const approved = rows.length;
  return {
    name: 'automatic approvals, each once',
    ok: waiting === 0 && twice === 0 && approved === left.length,
    detail: `${left.length} left at Pending Approval: ${approved} approved, ${waiting} still waiting, ${twice} approved more than once`,
  };
}

async function checkFiles({ acknowledged, instanceUrls }: CheckInput): Promise<CheckResult> {
  let failures = 0;
  let reads = 0;
  for (const file of acknowledged.files) {
    const { team } = file;
    for (const instance of instanceUrls) {
      const response = await fetch(`${instance}${API_V1_BASE}${COMPANY.DELIVERABLE_FILE}?id=${file.deliverableId}`, { headers: { authorization: `Bearer ${team.company.token}`, ...team.headers } });
      const bytes = response.ok ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
      reads += 1;
      if (!response.ok || createHash('sha256').update(bytes).digest('hex') !== file.sha256) failures += 1;
    }
  }
  return { name: 'every delivered file reads through every live instance', ok: failures === 0, detail: `${acknowledged.files.length} files × ${instanceUrls.length} instances: ${reads - failures} of ${reads} reads returned the same bytes` };
}

async function checkLiveEvents(client: pg.Client, { teams, streams }: CheckInput): Promise<CheckResult> {
  const userIds = teams.flatMap((team) => membersOf(team).map((member) => member.userId));
  const { rows } = await client.query<{ id: number; user_id: number }>('select id, user_id from notifications where user_id = any($1)', [userIds]);
  let lost = 0;
  for (const row of rows) if (!streams.get(row.user_id)?.received.has(row.id)) lost += 1;
  let doubled = 0;
  let received = 0;
  for (const stream of streams.values()) {
    for (const count of stream.received.values()) {
      received += count;
      if (count > 1) doubled += 1;
    }
  }
  const reconnects = [...streams.values()].reduce((sum, stream) => sum + stream.reconnects, 0);
  return {
    name: 'every notification reached its user’s live stream once',
    ok: lost === 0 && doubled === 0,
    detail: `${rows.length} notifications; ${received} received on ${streams.size} streams (${reconnects} reconnects); ${lost} lost, ${doubled} doubled`,
  };
}

/** No mail is written twice: each names its order and kind, so two files alike are one mail sent twice. */
async function checkMails({ teams, mailDir }: CheckInput): Promise<CheckResult> {
  const emails = new Set(teams.flatMap((team) => membersOf(team).map((member) => member.email.toLowerCase())));
  const seen = new Map<string, number>();
  for (const mail of readMailDir(mailDir)) {
    if (!emails.has(mail.to.toLowerCase()) || mail.subject.includes('Verify your email')) continue;
    const key = `${mail.to}\n${mail.subject}\n${mail.text}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const doubled = [...seen.values()].filter((count) => count > 1).length;
  return { name: 'each mail written once', ok: doubled === 0, detail: `${seen.size} mails to the run's users; ${doubled} written more than once` };
}

/** The checks after the run (the automatic approvals are awaited first, while the streams are still open). */
export async function runChecks(input: CheckInput): Promise<CheckResult[]> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    return [
      ...(await checkWrites(client, input.acknowledged, input.teams)),
      await checkFiles(input),
      await checkLiveEvents(client, input),
      await checkMails(input),
    ];
  } finally {
    await client.end();
  }
}
