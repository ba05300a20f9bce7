import { createRouter } from '../../lib/create-router';
import * as handlers from './talent-pools.handlers';
import * as routes from './talent-pools.routes';

export const talentPoolsRouter = createRouter()
  .openapi(routes.listPools, handlers.listPools)
  .openapi(routes.createPool, handlers.createPool)
  .openapi(routes.renamePool, handlers.renamePool)
  .openapi(routes.deletePool, handlers.deletePool)
  .openapi(routes.addMember, handlers.addMember)
  .openapi(routes.removeMember, handlers.removeMember)
  .openapi(routes.listBlocked, handlers.listBlocked)
  .openapi(routes.block, handlers.block)
  .openapi(routes.unblock, handlers.unblock)
  .openapi(routes.openToEveryone, handlers.openToEveryone);
