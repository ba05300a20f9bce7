import { createRoute } from '@hono/zod-openapi';
import { ROLES, TRACK_RECORD_ENDPOINTS } from '@/constants';
import { trackRecordSchema } from '@/contracts/trackRecord';
import { envelope, errorResponses, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

export const engineerTrackRecord = createRoute({
  operationId: 'getEngineerTrackRecord',
  method: 'get',
  path: TRACK_RECORD_ENDPOINTS.ENGINEER,
  tags: ['Dashboards'],
  summary: 'The engineer’s own track record, as companies see it when vetting applicants',
  description:
    'Computed from the engineer’s orders: completed orders (Pending Approval, Pending Payment or Paid), on-time check-ins against the schedule, orders cancelled after assignment, orders left, the average of the revealed ratings company sides gave, and the date the account was made. `completed_with_company` is null here (no company asks).',
  ...signedIn(ROLES.FIELD_ENGINEER),
  responses: { 200: jsonContent(envelope(trackRecordSchema.openapi('TrackRecord')), 'The track record'), ...errorResponses(401, 403) },
});
