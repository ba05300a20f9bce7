import type { RouteHandler } from '@hono/zod-openapi';
import { createTemplateSchema, updateTemplateSchema } from '@/contracts/templates';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { getAssignmentDetails } from '../../domain/assignments/get-assignment-details';
import { createTemplate } from '../../domain/templates/create-template';
import { deleteTemplate } from '../../domain/templates/delete-template';
import { getTemplate } from '../../domain/templates/get-template';
import { listTemplates } from '../../domain/templates/list-templates';
import { postFromTemplate } from '../../domain/templates/post-from-template';
import { updateTemplate } from '../../domain/templates/update-template';
import type { AppEnv } from '../../lib/create-router';
import { filesOf, parseJsonPart } from '../../lib/multipart';
import type * as routes from './templates.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /customers/templates – the templates the user sees
export const list: Handler<'list'> = async (c) => {
  const data = await listTemplates({ db: c.var.db, actor: toCompanyActor(c.var.user) });
  return c.json({ message: 'OK', data }, 200);
};

// POST /customers/templates – save a template from a draft or an order
export const create: Handler<'create'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const form = c.req.valid('form');
  const input = await parseJsonPart(form.data, createTemplateSchema);
  const actor = toCompanyActor(user);
  const templateId = await createTemplate({ db, storage, actor, input, documents: filesOf(form.documents, 'documents'), maxBytes: uploadMaxBytes });
  const data = await getTemplate({ db, actor, templateId });
  return c.json({ message: 'Template saved.', data }, 201);
};

// GET /customers/templates/{id} – one template
export const get: Handler<'get'> = async (c) => {
  const data = await getTemplate({ db: c.var.db, actor: toCompanyActor(c.var.user), templateId: c.req.valid('param').id });
  return c.json({ message: 'OK', data }, 200);
};

// PUT /customers/templates/{id} – rename, share, edit, attach or detach documents
export const update: Handler<'update'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const templateId = c.req.valid('param').id;
  const form = c.req.valid('form');
  const input = await parseJsonPart(form.data, updateTemplateSchema);
  const actor = toCompanyActor(user);
  await updateTemplate({ db, storage, actor, templateId, input, documents: filesOf(form.documents, 'documents'), maxBytes: uploadMaxBytes });
  const data = await getTemplate({ db, actor, templateId });
  return c.json({ message: 'Template saved.', data }, 200);
};

// DELETE /customers/templates/{id} – delete a template
export const remove: Handler<'remove'> = async (c) => {
  const { db, storage, user } = c.var;
  await deleteTemplate({ db, storage, actor: toCompanyActor(user), templateId: c.req.valid('param').id });
  return c.json({ message: 'Template deleted.', data: null }, 200);
};

// POST /customers/templates/{id}/work-orders – post an order from the template
export const postWorkOrder: Handler<'postWorkOrder'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const actor = toCompanyActor(user);
  const assignmentId = await postFromTemplate({ db, storage, actor, templateId: c.req.valid('param').id, input: c.req.valid('json'), maxBytes: uploadMaxBytes, now: c.var.now() });
  const data = await getAssignmentDetails({ db, actor, assignmentId, includeCounterOffer: false });
  return c.json({ message: 'Work order posted.', data }, 201);
};
