import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_ENDPOINTS, LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_USER } from '@/constants';
import { liveEventsQuerySchema } from '@/contracts/notifications';
import { errorResponses } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Notifications'];

const STREAM_DESCRIPTION = [
  'A Server-Sent Events stream. Each new notification of the signed-in user is an event `notification` whose `id` is the',
  'notification id and whose data is JSON `{ "id", "kind", "assignment_id" }`. After connecting (and after catching up) comes',
  'one `ready` event whose `id` is where the client stands. A comment line `: ping` is sent about every 20 s; the stream ends',
  'as soon as the token is revoked (sign-out, block, password change, deletion) or once it expires. Reconnect with',
  '`Last-Event-ID` (or `last_event_id`) to receive what was missed first. A user holds at most',
  `${LIVE_STREAMS_PER_USER} streams on a server (opening another ends the oldest); a client address at most ${LIVE_STREAMS_PER_ADDRESS}, beyond which the answer is 429.`,
].join(' ');

export const events = createRoute({
  operationId: 'streamNotifications',
  method: 'get',
  path: LIVE_ENDPOINTS.EVENTS,
  tags,
  summary: "The signed-in user's new notifications as they happen (Server-Sent Events)",
  description: STREAM_DESCRIPTION,
  ...signedIn(),
  request: {
    query: liveEventsQuerySchema,
    headers: z.object({ 'last-event-id': z.string().optional().openapi({ description: 'The id of the last event received (as EventSource sends it)' }) }),
  },
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string().openapi({ example: 'event: notification\ndata: {"id":42,"kind":"assign","assignment_id":7}\nid: 42\n\n' }) } },
      description: STREAM_DESCRIPTION,
    },
    ...errorResponses(400, 401, 429),
  },
});
