import { createHash, randomBytes } from 'node:crypto';
import { COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, MESSAGE_ENDPOINTS } from '@/constants';
import type { AssignmentFormValues } from '@/contracts/assignment';
import { callApi, type CallOptions, type SampleRecorder } from '../bench-client';
import { STEPS } from '../drive-order';
import type { Team } from './accounts';

// One order of one team, from posted to Paid (or left at Pending Approval for the automatic
// approval), with a delivered file and a message, through the load balancer. The company side is
// the company or its customer (whoever posted the order). What each call acknowledged is recorded
// so the checks afterwards can find it in the database.

type Actor = 'company' | 'engineer';
/** Who posts the order and acts for the company side on it. */
export type Poster = 'company' | 'customer';

/** What the run was told it did: the checks look for each of these. */
export type Acknowledged = {
  /** Per order: the lifecycle calls each side made that answered 2xx (the post included); `company` counts the poster's. */
  orders: Map<number, { poster: Poster; company: number; engineer: number; lastAction: string; leftForApproval: boolean }>;
  messageIds: number[];
  /** Delivered files: the deliverable's id (for the download path), the bytes' hash, and whose they are. */
  files: { deliverableId: number; sha256: string; bytes: number; team: Team }[];
};

export const createAcknowledged = (): Acknowledged => ({ orders: new Map(), messageIds: [], files: [] });

/** Every action a run times, in lifecycle order. */
export const SCALE_ACTIONS = [
  'post', 'apply', 'assign', 'confirm (engineer)', 'confirm (company)', 'check-in', 'confirm check-in', 'check-out',
  'confirm check-out', 'upload deliverable', 'hand in', 'message', 'complete', 'approve', 'pay',
];

/** The lifecycle up to the delivery, as bench:lifecycle takes it (the upload and hand-in follow here). */
const BEFORE_DELIVERY = STEPS.slice(0, STEPS.findIndex((step) => step.action === 'confirm check-out') + 1);

/** A small PDF of its own (the server sniffs the type): unique bytes, so a mixed-up file would show. */
function makeDeliverableFile(sizeBytes: number) {
  const filler = randomBytes(Math.ceil(sizeBytes / 2)).toString('hex').slice(0, sizeBytes);
  const bytes = Buffer.from(`%PDF-1.4\n%${filler}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  return { file: new File([bytes], 'site-report.pdf', { type: 'application/pdf' }), sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
}

type DriveOptions = {
  baseUrl: string;
  team: Team;
  draft: AssignmentFormValues;
  recorder: SampleRecorder;
  acknowledged: Acknowledged;
  /** Stop at Pending Approval and let the automatic approval take it. */
  leaveForApproval: boolean;
  poster: Poster;
  fileBytes: number;
  /** A person's pause before each call, on average (0: none); drawn between half and one and a half of it. */
  thinkMs: number;
};

const pause = (averageMs: number) => (averageMs > 0 ? new Promise((resolve) => setTimeout(resolve, averageMs * (0.5 + Math.random()))) : Promise.resolve());

/** Drives one order; the first refused call ends it (and throws BenchCallError). */
export async function driveScaleOrder({ baseUrl, team, draft, recorder, acknowledged, leaveForApproval, poster, fileBytes, thinkMs }: DriveOptions): Promise<void> {
  const call = async <T>(action: string, actor: Actor, method: string, path: string, options: CallOptions) => {
    await pause(thinkMs);
    return callApi<T>(baseUrl, action, method, path, { token: team[actor === 'company' ? poster : actor].token, headers: team.headers, ...options }, recorder);
  };

  const order = await call<{ id: number; deliverables: { id: number }[] }>('post', 'company', 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } });
  const record = { poster, company: 1, engineer: 0, lastAction: 'post', leftForApproval: leaveForApproval };
  acknowledged.orders.set(order.id, record);
  const done = (actor: Actor, action: string) => {
    record[actor] += 1;
    record.lastAction = action;
  };

  for (const step of BEFORE_DELIVERY) {
    await call(step.action, step.actor, step.method ?? 'PATCH', step.path, { json: { assignment_id: order.id, ...step.extra?.(team) } });
    done(step.actor, step.action);
  }

  const { file, sha256, bytes } = makeDeliverableFile(fileBytes);
  const deliverableId = order.deliverables[0].id;
  // An upload alone changes no status and writes no log entry: the hand-in does.
  await call('upload deliverable', 'engineer', 'PATCH', ENGINEER.ADD_DELIVERABLE, { form: { assignment_id: String(order.id), deliverable_id: String(deliverableId), file } });
  acknowledged.files.push({ deliverableId, sha256, bytes, team });
  await call('hand in', 'engineer', 'PATCH', ENGINEER.ADD_DELIVERABLE, { form: { assignment_id: String(order.id), submit: 'true' } });
  done('engineer', 'hand in');

  const message = await call<{ id: number }>('message', 'engineer', 'POST', MESSAGE_ENDPOINTS.SEND, { json: { assignment_id: order.id, message: `On site and done (order ${order.id}).` } });
  acknowledged.messageIds.push(message.id);

  await call('complete', 'engineer', 'PATCH', ENGINEER.COMPLETE, { json: { assignment_id: order.id } });
  done('engineer', 'complete');
  if (leaveForApproval) return;
  await call('approve', 'company', 'PATCH', COMPANY.APPROVE, { json: { assignment_id: order.id } });
  done('company', 'approve');
  await call('pay', 'company', 'PATCH', COMPANY.PAY, { json: { assignment_id: order.id } });
  done('company', 'pay');
}
