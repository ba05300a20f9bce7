import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { getAssignmentDetails } from '../../domain/assignments/get-assignment-details';
import { addPoolMember } from '../../domain/talent-pools/add-pool-member';
import { blockEngineer } from '../../domain/talent-pools/block-engineer';
import { createTalentPool } from '../../domain/talent-pools/create-talent-pool';
import { deleteTalentPool } from '../../domain/talent-pools/delete-talent-pool';
import { listBlockedEngineers } from '../../domain/talent-pools/list-blocked-engineers';
import { listTalentPools } from '../../domain/talent-pools/list-talent-pools';
import { openAssignmentToEveryone } from '../../domain/talent-pools/open-assignment-to-everyone';
import { removePoolMember } from '../../domain/talent-pools/remove-pool-member';
import { renameTalentPool } from '../../domain/talent-pools/rename-talent-pool';
import { unblockEngineer } from '../../domain/talent-pools/unblock-engineer';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './talent-pools.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /customers/talent-pools – the company's pools with their members
export const listPools: Handler<'listPools'> = async (c) => {
  const data = await listTalentPools({ db: c.var.db, actor: toCompanyActor(c.var.user) });
  return c.json({ message: 'OK', data }, 200);
};

// POST /customers/talent-pools – a new pool
export const createPool: Handler<'createPool'> = async (c) => {
  const data = await createTalentPool({ db: c.var.db, actor: toCompanyActor(c.var.user), input: c.req.valid('json') });
  return c.json({ message: 'Talent pool created.', data }, 201);
};

// PUT /customers/talent-pools/{id} – rename
export const renamePool: Handler<'renamePool'> = async (c) => {
  const data = await renameTalentPool({ db: c.var.db, actor: toCompanyActor(c.var.user), poolId: c.req.valid('param').id, input: c.req.valid('json') });
  return c.json({ message: 'Talent pool renamed.', data }, 200);
};

// DELETE /customers/talent-pools/{id}
export const deletePool: Handler<'deletePool'> = async (c) => {
  await deleteTalentPool({ db: c.var.db, actor: toCompanyActor(c.var.user), poolId: c.req.valid('param').id });
  return c.json({ message: 'Talent pool deleted.', data: null }, 200);
};

// POST /customers/talent-pools/{id}/members – add an engineer
export const addMember: Handler<'addMember'> = async (c) => {
  const data = await addPoolMember({ db: c.var.db, actor: toCompanyActor(c.var.user), poolId: c.req.valid('param').id, engineerId: c.req.valid('json').engineer_id });
  return c.json({ message: `Added to "${data.name}".`, data }, 200);
};

// DELETE /customers/talent-pools/{id}/members – remove an engineer
export const removeMember: Handler<'removeMember'> = async (c) => {
  const data = await removePoolMember({ db: c.var.db, actor: toCompanyActor(c.var.user), poolId: c.req.valid('param').id, engineerId: c.req.valid('json').engineer_id });
  return c.json({ message: `Removed from "${data.name}".`, data }, 200);
};

// GET /customers/blocked-engineers
export const listBlocked: Handler<'listBlocked'> = async (c) => {
  const data = await listBlockedEngineers({ db: c.var.db, companyId: toCompanyActor(c.var.user).companyId });
  return c.json({ message: 'OK', data }, 200);
};

// POST /customers/blocked-engineers – block an engineer
export const block: Handler<'block'> = async (c) => {
  const { engineer_id, reason } = c.req.valid('json');
  const data = await blockEngineer({ db: c.var.db, actor: toCompanyActor(c.var.user), engineerId: engineer_id, reason });
  return c.json({ message: `${data.name} is blocked.`, data }, 200);
};

// DELETE /customers/blocked-engineers – lift a block
export const unblock: Handler<'unblock'> = async (c) => {
  await unblockEngineer({ db: c.var.db, actor: toCompanyActor(c.var.user), engineerId: c.req.valid('json').engineer_id });
  return c.json({ message: 'Engineer unblocked.', data: null }, 200);
};

// PATCH /customers/open-to-everyone – a routed order opens to everyone now
export const openToEveryone: Handler<'openToEveryone'> = async (c) => {
  const actor = toCompanyActor(c.var.user);
  const { assignment_id } = c.req.valid('json');
  await openAssignmentToEveryone({ db: c.var.db, actor, assignmentId: assignment_id, now: c.var.now() });
  const data = await getAssignmentDetails({ db: c.var.db, actor, assignmentId: assignment_id, includeCounterOffer: false });
  return c.json({ message: 'The work order is open to every engineer now.', data }, 200);
};
