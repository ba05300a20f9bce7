// `npm run bench:scale [-- --users 200 --seconds 120 --kill-at 60 --customer-share 0.5 --think-ms 0 --warm-up 0]`: a benchmark, not a test.
// Drives virtual users (teams of a company, its customer and an engineer) through the whole
// lifecycle — uploads, messages, live event streams, signed webhooks to a receiver of its own —
// against the topology `npm run scale:up` started (nginx in front of N instances, started with
// WEBHOOK_ALLOW_PRIVATE_URLS=true for the loopback receiver), then checks that nothing acknowledged
// was lost (scale/checks.ts, scale/webhooks.ts). With --kill-at, one instance is killed with
// SIGKILL that many seconds in. With --think-ms, each team pauses that long on average before each
// call, as people do: the offered load then hardly depends on how fast the topology answers
// (without, each team calls as soon as it is answered, and a slower topology is offered less).
// With --warm-up, the calls sent in that many first seconds (while each instance compiles its
// code and fills its pools) are left out of the latency table; the whole run's figures follow it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_V1_BASE, LIST_ENDPOINTS } from '@/constants';
import { baseUrl as portalUrl, directUrl, instanceUrl, mailDir, METRICS_TOKEN, runDir } from '../scale/topology.mjs';
import { BenchCallError, callApi, SampleRecorder } from './bench-client';
import { buildDraft } from './drive-order';
import { printReport } from './print-report';
import { createTeam, mapLimited, membersOf, TEAM_SIZE, type Team } from './scale/accounts';
import { checkAutomaticApprovals, runChecks, type CheckResult } from './scale/checks';
import { createAcknowledged, driveScaleOrder, SCALE_ACTIONS } from './scale/drive';
import { LiveStream } from './scale/live-stream';
import { checkWebhooks, startWebhookReceiver } from './scale/webhooks';

const baseUrl = `${portalUrl}${API_V1_BASE}`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '120' },
      'kill-at': { type: 'string' },
      'approval-share': { type: 'string', default: '0.2' },
      'customer-share': { type: 'string', default: '0.5' },
      'think-ms': { type: 'string', default: '0' },
      'warm-up': { type: 'string', default: '0' },
      'file-kb': { type: 'string', default: '64' },
      'approval-wait': { type: 'string', default: '90' },
    },
  });
  const number = (name: keyof typeof values, min: number) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number of at least ${min}`);
    return value;
  };
  return {
    teams: Math.max(1, Math.floor(number('users', TEAM_SIZE) / TEAM_SIZE)),
    seconds: number('seconds', 1),
    killAt: values['kill-at'] === undefined ? undefined : number('kill-at', 1),
    approvalShare: Math.min(1, number('approval-share', 0)),
    customerShare: Math.min(1, number('customer-share', 0)),
    thinkMs: number('think-ms', 0),
    warmUpSeconds: number('warm-up', 0),
    fileBytes: Math.round(number('file-kb', 1) * 1024),
    approvalWait: number('approval-wait', 0),
  };
}

type Instance = { name: string; pid: number; url: string; alive: boolean; peakRssMb: number };

function readInstances(): Instance[] {
  if (!existsSync(runDir)) throw new Error('Nothing is up: run `npm run scale:up` first.');
  return readdirSync(runDir)
    .map((name) => name.match(/^instance-(\d+)\.pid$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({ name: `instance-${match[1]}`, pid: Number(readFileSync(path.join(runDir, match[0]), 'utf8').trim()), url: instanceUrl(Number(match[1]) - 1), alive: true, peakRssMb: 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const rssMb = (pid: number) => {
  try {
    const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

/** The instance's own figures from GET /api/v1/metrics (when METRICS_TOKEN is set there). */
async function readMetrics(url: string): Promise<Record<string, number>> {
  const text = await fetch(`${url}${API_V1_BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((response) => (response.ok ? response.text() : ''), () => '');
  const sum = (name: string) => text.split('\n').filter((line) => line.startsWith(`service_portal_${name}{`) || line.startsWith(`service_portal_${name} `)).reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
  return text ? { requests: sum('http_requests_total'), rssMb: sum('process_resident_memory_bytes') / 1024 / 1024, streams: sum('live_streams_open') } : {};
}

async function main() {
  const options = readOptions();
  const instances = readInstances();
  const run = Date.now().toString(36);
  console.info(`[bench] ${instances.length} instance(s) behind ${portalUrl}: ${options.teams * TEAM_SIZE} users (${options.teams} teams) for ${options.seconds} s${options.thinkMs ? `, ${options.thinkMs} ms between a team's calls on average` : ''}${options.killAt ? `, killing ${instances[1]?.name ?? 'nothing'} at ${options.killAt} s` : ''}${options.warmUpSeconds ? `, the first ${options.warmUpSeconds} s a warm-up left out of the table` : ''}`);

  const teams = await mapLimited(Array.from({ length: options.teams }, (_, index) => index), 8, (index) => createTeam(baseUrl, mailDir, run, index));
  const [documentType] = await callApi<{ id: number }[]>(baseUrl, 'document types', 'GET', LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES, { token: teams[0].company.token, headers: teams[0].headers });
  const draft = { ...(await buildDraft(baseUrl)), deliverables: [{ name: 'Site report', document_type_id: documentType.id, is_required: true }] };

  const receiver = await startWebhookReceiver();
  const endpointIds = await mapLimited(teams, 8, (team) => receiver.register(baseUrl, team));
  const streams = new Map<number, LiveStream>();
  for (const team of teams) for (const member of membersOf(team)) streams.set(member.userId, new LiveStream(baseUrl, member.token, team.headers));
  await Promise.all([...streams.values()].map((stream) => stream.start()));
  console.info(`[bench] ${teams.length} teams signed up, ${endpointIds.length} webhooks registered, ${streams.size} live streams open`);

  const sampler = setInterval(() => {
    for (const instance of instances) if (instance.alive) instance.peakRssMb = Math.max(instance.peakRssMb, rssMb(instance.pid));
  }, 2000);

  const recorder = new SampleRecorder();
  const acknowledged = createAcknowledged();
  const tally = { finished: 0, failed: 0, failedByKill: 0 };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let killedAt: number | undefined;
  const victim = instances[1];
  const killTimer = options.killAt && victim
    ? setTimeout(() => {
        process.kill(victim.pid, 'SIGKILL');
        victim.alive = false;
        killedAt = performance.now();
        console.info(`[bench] killed ${victim.name} (pid ${victim.pid}) at ${((killedAt - started) / 1000).toFixed(1)} s`);
      }, options.killAt * 1000)
    : undefined;

  const runTeam = async (team: Team) => {
    while (performance.now() < deadline) {
      const orderStarted = performance.now();
      try {
        const poster = Math.random() < options.customerShare ? 'customer' : 'company';
        await driveScaleOrder({ baseUrl, team, draft, recorder, acknowledged, poster, leaveForApproval: Math.random() < options.approvalShare, fileBytes: options.fileBytes, thinkMs: options.thinkMs });
        tally.finished += 1;
      } catch (error) {
        if (!(error instanceof BenchCallError)) throw error;
        // A call under way when the instance died (or just after, before nginx saw it) failed because of the kill.
        const nearKill = killedAt !== undefined && performance.now() >= killedAt && orderStarted <= killedAt + 10_000;
        if (nearKill) tally.failedByKill += 1;
        else tally.failed += 1;
      }
    }
  };
  await Promise.all(teams.map(runTeam));
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(killTimer);
  clearInterval(sampler);

  console.info('[bench] load over; waiting for the automatic approvals, then checking');
  const approvals = await checkAutomaticApprovals(directUrl, acknowledged, options.approvalWait);
  // The last events reach the streams, then they close.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await Promise.all([...streams.values()].map((stream) => stream.stop()));
  const live = instances.filter((instance) => instance.alive);
  const checks: CheckResult[] = [
    approvals,
    ...(await runChecks({ databaseUrl: directUrl, teams, acknowledged, streams, instanceUrls: live.map((instance) => instance.url), mailDir })),
    ...(await checkWebhooks(directUrl, endpointIds, receiver, options.approvalWait)),
  ];
  await receiver.close();

  const timedFrom = options.warmUpSeconds ? started + options.warmUpSeconds * 1000 : undefined;
  printReport({ recorder, actions: SCALE_ACTIONS, seconds, ordersPaid: tally.finished, ordersFailed: tally.failed + tally.failedByKill, timedFrom });
  const byCustomers = [...acknowledged.orders.values()].filter((record) => record.poster === 'customer').length;
  console.info(`  ${byCustomers} of ${acknowledged.orders.size} orders were posted and run by the teams' customers`);
  if (killedAt !== undefined) console.info(`  of the failed orders, ${tally.failedByKill} had a call under way when ${victim.name} was killed`);
  console.info('\ncheck                                                     result  detail');
  for (const check of checks) console.info(`${check.name.padEnd(58)}${(check.ok ? 'ok' : 'FAILED').padEnd(8)}${check.detail}`);
  console.info('\ninstance     peak RSS MB  end RSS MB  requests (metrics)');
  for (const instance of instances) {
    const metrics = instance.alive ? await readMetrics(instance.url) : {};
    console.info(`${instance.name.padEnd(13)}${instance.peakRssMb.toFixed(0).padStart(11)}  ${(instance.alive ? rssMb(instance.pid).toFixed(0) : 'killed').padStart(10)}  ${metrics.requests ?? '-'}`);
  }
  if (checks.some((check) => !check.ok) || tally.failed > 0) process.exitCode = 1;
}

main().then(
  // The live streams of a run that stopped half-way would keep the process alive.
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
