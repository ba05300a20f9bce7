import type { RouteHandler } from '@hono/zod-openapi';
import { assignEngineer } from '../../domain/assignments/assign-engineer';
import { cancelAssignment } from '../../domain/assignments/cancel-assignment';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { createAssignment } from '../../domain/assignments/create-assignment';
import { declineEngineer } from '../../domain/assignments/decline-engineer';
import { deleteAssignment } from '../../domain/assignments/delete-assignment';
import { getAssignmentDetails } from '../../domain/assignments/get-assignment-details';
import { getAssignmentDocument } from '../../domain/assignments/get-assignment-document';
import { listCompanyAssignments } from '../../domain/assignments/list-company-assignments';
import { listTalentEngineers } from '../../domain/assignments/list-talent-engineers';
import { updateAssignment } from '../../domain/assignments/update-assignment';
import { getCompanyWorkOrder } from '../../domain/lifecycle/get-company-work-order';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import { assignmentInputSchema, assignmentUpdateSchema } from '@/contracts/assignment';
import type * as routes from './assignments.routes';
import { filesOf, parseJsonPart } from '../../lib/multipart';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /customers/customer_assignments – post a work order with its documents
export const create: Handler<'create'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const form = c.req.valid('form');
  const input = await parseJsonPart(form.data, assignmentInputSchema);
  const actor = toCompanyActor(user);
  const id = await createAssignment({ db, storage, actor, input, documents: filesOf(form.documents, 'documents'), maxBytes: uploadMaxBytes, now: c.var.now() });
  const data = await getAssignmentDetails({ db, actor, assignmentId: id, includeCounterOffer: false });
  return c.json({ message: 'Work order posted.', data }, 201);
};

// GET /customers/customer_assignments – a page of the user's work orders
export const list: Handler<'list'> = async (c) => {
  const data = await listCompanyAssignments({ db: c.var.db, actor: toCompanyActor(c.var.user), query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/get-assignment-details – one work order with its progress
export const getDetails: Handler<'getDetails'> = async (c) => {
  const { id, include_counter_offer_data } = c.req.valid('query');
  const data = await getCompanyWorkOrder({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: id, includeCounterOffer: include_counter_offer_data });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/get-talent-engineer – the applicants of a work order
export const talentEngineers: Handler<'talentEngineers'> = async (c) => {
  const data = await listTalentEngineers({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('query').id });
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /customers/assign-assignment – give the order to an applicant
export const assign: Handler<'assign'> = async (c) => {
  const { assignment_id, engineer_id } = c.req.valid('json');
  const actor = toCompanyActor(c.var.user);
  await assignEngineer({ db: c.var.db, actor, assignmentId: assignment_id, engineerId: engineer_id });
  const data = await getAssignmentDetails({ db: c.var.db, actor, assignmentId: assignment_id, includeCounterOffer: true });
  return c.json({ message: 'Engineer assigned.', data }, 200);
};

// PATCH /customers/decline-assignment – turn down one application
export const decline: Handler<'decline'> = async (c) => {
  const { assignment_id, engineer_id } = c.req.valid('json');
  await declineEngineer({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: assignment_id, engineerId: engineer_id });
  return c.json({ message: 'Application declined.', data: null }, 200);
};

// PATCH /customers/cancel-assignment – cancel a work order
export const cancel: Handler<'cancel'> = async (c) => {
  const { assignment_id, reason } = c.req.valid('json');
  const actor = toCompanyActor(c.var.user);
  await cancelAssignment({ db: c.var.db, actor, assignmentId: assignment_id, reason });
  const data = await getAssignmentDetails({ db: c.var.db, actor, assignmentId: assignment_id, includeCounterOffer: false });
  return c.json({ message: 'Work order cancelled.', data }, 200);
};

// DELETE /customers/delete-assignment – delete an unassigned or cancelled work order
export const remove: Handler<'remove'> = async (c) => {
  const { db, storage, user } = c.var;
  await deleteAssignment({ db, storage, actor: toCompanyActor(user), assignmentId: c.req.valid('json').assignment_id });
  return c.json({ message: 'Work order deleted.', data: null }, 200);
};

// PATCH /customers/update-assignment – edit a work order and its documents
export const update: Handler<'update'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const form = c.req.valid('form');
  const input = await parseJsonPart(form.data, assignmentUpdateSchema);
  const actor = toCompanyActor(user);
  await updateAssignment({ db, storage, actor, input, documents: filesOf(form.documents, 'documents'), maxBytes: uploadMaxBytes });
  const data = await getAssignmentDetails({ db, actor, assignmentId: input.assignment_id, includeCounterOffer: false });
  return c.json({ message: 'Work order saved.', data }, 200);
};

// GET /customers/assignment-document – download a document of one of the user's orders
export const downloadDocument: Handler<'downloadDocument'> = async (c) => {
  const { db, storage, user } = c.var;
  const content = await getAssignmentDocument({ db, storage, actor: toCompanyActor(user), documentId: c.req.valid('query').id });
  return fileResponse(content) as never;
};
