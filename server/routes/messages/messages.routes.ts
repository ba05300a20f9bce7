import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_ENDPOINTS, ROLES } from '@/constants';
import { MESSAGE_THREAD_ENGINEER_MISSING, messageSchema, messagesQuerySchema, readMessagesSchema, sendMessageSchema } from '@/contracts/messages';
import { badInputWithExample, envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

const tags = ['Messages'];
const anySide = signedIn(ROLES.FIELD_ENGINEER, ROLES.COMPANY, ROLES.CUSTOMER);
const message = messageSchema.openapi('Message');

export const send = createRoute(idempotent({
  operationId: 'sendMessage',
  method: 'post',
  path: MESSAGE_ENDPOINTS.SEND,
  tags,
  summary:
    'Send a message about an order: the company side to an applicant or the assignee (to_id), an engineer who applied or is assigned ' +
    'to the company side (to_id optional: the user who posted the order). Notifies the recipient',
  ...anySide,
  request: { body: jsonBody(sendMessageSchema.openapi('SendMessageRequest')) },
  responses: { 201: jsonContent(envelope(message), 'Sent'), ...errorResponses(400, 401, 403, 404) },
}));

export const list = createRoute({
  operationId: 'listMessages',
  method: 'get',
  path: MESSAGE_ENDPOINTS.LIST,
  tags,
  summary:
    'The conversation about assignment_id between its company side and one engineer, oldest first (the latest 500). The company side ' +
    'names the engineer as from_id or to_id; an engineer reads their own',
  ...anySide,
  request: { query: messagesQuerySchema },
  responses: {
    200: jsonContent(envelope(z.array(message)), 'The messages'),
    ...badInputWithExample('Invalid input; a company-side caller who names no engineer (to_id or from_id) is refused for to_id', {
      message: MESSAGE_THREAD_ENGINEER_MISSING,
      code: 'validation_failed',
      errors: [{ path: 'to_id', message: MESSAGE_THREAD_ENGINEER_MISSING }],
    }),
    ...errorResponses(401, 403, 404),
  },
});

export const read = createRoute({
  operationId: 'markMessagesRead',
  method: 'patch',
  path: MESSAGE_ENDPOINTS.READ,
  tags,
  summary:
    'Mark read the messages of assignment_id a thread has shown (message_ids): those addressed to the caller become read, so no ' +
    'unread-message mail goes out for them; other ids are left as they are. Reading a thread (GET) never marks it',
  ...anySide,
  request: { body: jsonBody(readMessagesSchema.openapi('ReadMessagesRequest')) },
  responses: { 200: jsonContent(envelope(z.object({ read_count: z.number().int() })), 'How many messages became read'), ...errorResponses(400, 401, 403, 404) },
});
