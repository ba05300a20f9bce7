import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { approveAssignment } from '../../domain/lifecycle/approve-assignment';
import { completeAssignment } from '../../domain/lifecycle/complete-assignment';
import { confirmAssignment as confirmCompanyAssignment } from '../../domain/lifecycle/confirm-assignment';
import { confirmCheckIn as confirmEngineerCheckIn } from '../../domain/lifecycle/confirm-check-in';
import { confirmCheckOut as confirmEngineerCheckOut } from '../../domain/lifecycle/confirm-check-out';
import { getDeliverableFile } from '../../domain/lifecycle/get-deliverable-file';
import { companyParty } from '../../domain/lifecycle/lifecycle-party';
import { sendForCorrection as sendBackForCorrection } from '../../domain/lifecycle/send-for-correction';
import { getPaymentBreakdown } from '../../domain/payments/get-payment-breakdown';
import { recordPayment } from '../../domain/payments/record-payment';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './company-lifecycle.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// PATCH /customers/confirm-assignment-customer – confirm the engineer's confirmed schedule
export const confirmAssignment: Handler<'confirmAssignment'> = async (c) => {
  const data = await confirmCompanyAssignment({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Assignment confirmed.', data }, 200);
};

// PATCH /customers/check-in – confirm the engineer's check-in
export const confirmCheckIn: Handler<'confirmCheckIn'> = async (c) => {
  const data = await confirmEngineerCheckIn({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Check-in confirmed.', data }, 200);
};

// PATCH /customers/check-out – confirm the engineer's check-out
export const confirmCheckOut: Handler<'confirmCheckOut'> = async (c) => {
  const data = await confirmEngineerCheckOut({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Check-out confirmed.', data }, 200);
};

// PATCH /customers/complete-assignment – complete on the engineer's behalf
export const complete: Handler<'complete'> = async (c) => {
  const party = companyParty(toCompanyActor(c.var.user));
  const data = await completeAssignment({ db: c.var.db, party, assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Work order completed.', data }, 200);
};

// PATCH /customers/approve-assignment – approve the work
export const approve: Handler<'approve'> = async (c) => {
  const data = await approveAssignment({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Work order approved.', data }, 200);
};

// PATCH /customers/send-for-correction – send the work back with a note
export const sendForCorrection: Handler<'sendForCorrection'> = async (c) => {
  const { assignment_id, note } = c.req.valid('json');
  const data = await sendBackForCorrection({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: assignment_id, note });
  return c.json({ message: 'Sent for correction.', data }, 200);
};

// PATCH /customers/pay-assignment – record the payment
export const pay: Handler<'pay'> = async (c) => {
  const { assignment_id, expected_total } = c.req.valid('json');
  const data = await recordPayment({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: assignment_id, expectedTotal: expected_total });
  return c.json({ message: 'Payment recorded.', data }, 200);
};

// GET /customers/payment-breakdown?id= – what pay-assignment would record
export const paymentBreakdown: Handler<'paymentBreakdown'> = async (c) => {
  const data = await getPaymentBreakdown({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('query').id });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/deliverable-file?id= – a delivered file of one of the user's orders
export const downloadDeliverable: Handler<'downloadDeliverable'> = async (c) => {
  const { db, storage, user } = c.var;
  const content = await getDeliverableFile({ db, storage, party: companyParty(toCompanyActor(user)), deliverableId: c.req.valid('query').id });
  return fileResponse(content) as never;
};
