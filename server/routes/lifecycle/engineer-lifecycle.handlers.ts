import type { RouteHandler } from '@hono/zod-openapi';
import { addCustomerSignOff as addSignOff } from '../../domain/lifecycle/add-customer-sign-off';
import { addDeliverable as addDeliverableFile } from '../../domain/lifecycle/add-deliverable';
import { checkInAssignment } from '../../domain/lifecycle/check-in-assignment';
import { checkOutAssignment } from '../../domain/lifecycle/check-out-assignment';
import { completeAssignment } from '../../domain/lifecycle/complete-assignment';
import { confirmSchedule as confirmEngineerSchedule } from '../../domain/lifecycle/confirm-schedule';
import { getDeliverableFile } from '../../domain/lifecycle/get-deliverable-file';
import { engineerParty } from '../../domain/lifecycle/lifecycle-party';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './engineer-lifecycle.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// PATCH /engineers/confirm-assignment-engineer – confirm the schedule
export const confirmSchedule: Handler<'confirmSchedule'> = async (c) => {
  const data = await confirmEngineerSchedule({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Schedule confirmed.', data }, 200);
};

// PATCH /engineers/check-in – arrive on site
export const checkIn: Handler<'checkIn'> = async (c) => {
  const { assignment_id, acted_at, ...position } = c.req.valid('json');
  const data = await checkInAssignment({ db: c.var.db, engineerId: c.var.user.id, assignmentId: assignment_id, position, actedAt: acted_at, now: c.var.now() });
  return c.json({ message: 'Checked in.', data }, 200);
};

// PATCH /engineers/check-out – leave the site
export const checkOut: Handler<'checkOut'> = async (c) => {
  const { assignment_id, acted_at, ...position } = c.req.valid('json');
  const data = await checkOutAssignment({ db: c.var.db, engineerId: c.var.user.id, assignmentId: assignment_id, position, actedAt: acted_at, now: c.var.now() });
  return c.json({ message: 'Checked out.', data }, 200);
};

// PATCH /engineers/add-deliverable – upload a deliverable's file and/or hand the deliverables in
export const addDeliverable: Handler<'addDeliverable'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const { file, acted_at, ...input } = c.req.valid('form');
  const data = await addDeliverableFile({ db, storage, engineerId: user.id, input, file, maxBytes: uploadMaxBytes, actedAt: acted_at, now: c.var.now() });
  return c.json({ message: data.event ? 'Deliverables handed in.' : 'Deliverable uploaded.', data }, 200);
};

// PATCH /engineers/complete-assignment – complete the work
export const complete: Handler<'complete'> = async (c) => {
  const { assignment_id, acted_at } = c.req.valid('json');
  const data = await completeAssignment({ db: c.var.db, party: engineerParty(c.var.user.id), assignmentId: assignment_id, actedAt: acted_at, now: c.var.now() });
  return c.json({ message: 'Work order completed.', data }, 200);
};

// GET /engineers/deliverable-file?id= – a file the engineer delivered
export const downloadDeliverable: Handler<'downloadDeliverable'> = async (c) => {
  const { db, storage, user } = c.var;
  const content = await getDeliverableFile({ db, storage, party: engineerParty(user.id), deliverableId: c.req.valid('query').id });
  return fileResponse(content) as never;
};

// POST /engineers/customer-sign-off – the customer's signature as the Customer Sign-off deliverable
export const addCustomerSignOff: Handler<'addCustomerSignOff'> = async (c) => {
  const { db, storage, user } = c.var;
  const { file, ...input } = c.req.valid('form');
  const data = await addSignOff({ db, storage, engineerId: user.id, input, file });
  return c.json({ message: `Signed off by ${input.signer_name}.`, data }, 200);
};
