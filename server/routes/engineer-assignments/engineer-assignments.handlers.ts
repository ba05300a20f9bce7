import type { RouteHandler } from '@hono/zod-openapi';
import { applyForAssignment } from '../../domain/engineer-assignments/apply-for-assignment';
import { createCounterOffer } from '../../domain/engineer-assignments/create-counter-offer';
import { findOpenAssignments } from '../../domain/engineer-assignments/find-open-assignments';
import { getEngineerAssignmentDocument } from '../../domain/engineer-assignments/get-engineer-assignment-document';
import { listAppliedAssignments } from '../../domain/engineer-assignments/list-applied-assignments';
import { withdrawApplication } from '../../domain/engineer-assignments/withdraw-application';
import { acceptOffer as acceptOfferDomain } from '../../domain/talent-pools/accept-offer';
import { declineOffer as declineOfferDomain } from '../../domain/talent-pools/decline-offer';
import { getEngineerWorkOrder } from '../../domain/lifecycle/get-engineer-work-order';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './engineer-assignments.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/get-assignment – find work near the engineer
export const findWork: Handler<'findWork'> = async (c) => {
  const data = await findOpenAssignments({ db: c.var.db, engineerId: c.var.user.id, query: c.req.valid('query'), now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/get-assignment-details?id= – an open order or one of the engineer's
export const getDetails: Handler<'getDetails'> = async (c) => {
  const data = await getEngineerWorkOrder({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('query').id, scope: 'find-work', now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// POST /engineers/apply-assignment – apply on the posted terms
export const apply: Handler<'apply'> = async (c) => {
  const data = await applyForAssignment({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('json').assignment_id, now: c.var.now() });
  return c.json({ message: 'Your application has been sent.', data }, 201);
};

// POST /engineers/create-counter-offer – apply with other pay and/or schedule
export const counterOffer: Handler<'counterOffer'> = async (c) => {
  const data = await createCounterOffer({ db: c.var.db, engineerId: c.var.user.id, input: c.req.valid('json'), now: c.var.now() });
  return c.json({ message: 'Your counter offer has been sent.', data }, 201);
};

// GET /engineers/get-applied-assignment – my work, by engineer-side status
export const listApplied: Handler<'listApplied'> = async (c) => {
  const data = await listAppliedAssignments({ db: c.var.db, engineerId: c.var.user.id, query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/get-applied-assignment-details?id= – one of my orders
export const getAppliedDetails: Handler<'getAppliedDetails'> = async (c) => {
  const data = await getEngineerWorkOrder({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('query').id, scope: 'my-work', now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /engineers/leave-assignment – leave an assigned order, or withdraw an open application
export const leave: Handler<'leave'> = async (c) => {
  const outcome = await withdrawApplication({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: outcome === 'left' ? 'You have left the work order.' : 'Your application has been withdrawn.', data: null }, 200);
};

// GET /engineers/assignment-document?id= – a work-order document for an applicant or the assignee
export const downloadDocument: Handler<'downloadDocument'> = async (c) => {
  const content = await getEngineerAssignmentDocument({ db: c.var.db, storage: c.var.storage, engineerId: c.var.user.id, documentId: c.req.valid('query').id });
  return fileResponse(content) as never;
};

// POST /engineers/accept-offer – take an order offered to the engineer alone
export const acceptOffer: Handler<'acceptOffer'> = async (c) => {
  const data = await acceptOfferDomain({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('json').assignment_id, now: c.var.now() });
  return c.json({ message: 'Offer accepted: the work order is yours. Please confirm the schedule.', data }, 200);
};

// POST /engineers/decline-offer – turn it down; it opens to everyone
export const declineOffer: Handler<'declineOffer'> = async (c) => {
  await declineOfferDomain({ db: c.var.db, engineerId: c.var.user.id, assignmentId: c.req.valid('json').assignment_id, now: c.var.now() });
  return c.json({ message: 'Offer declined.', data: null }, 200);
};
