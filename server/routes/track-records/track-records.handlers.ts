import type { RouteHandler } from '@hono/zod-openapi';
import { getTrackRecord } from '../../domain/track-records/get-track-record';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './track-records.routes';

// GET /engineers/track-record – the signed-in engineer's own track record
export const engineerTrackRecord: RouteHandler<typeof routes.engineerTrackRecord, AppEnv> = async (c) => {
  const data = await getTrackRecord({ db: c.var.db, engineerId: c.var.user.id, companyId: null, now: c.var.now() });
  return c.json({ message: 'OK', data }, 200);
};
