import { createRoute } from '@hono/zod-openapi';
import { MAIL_PREFERENCE_ENDPOINTS } from '@/constants';
import { mailPreferencesInputSchema, mailPreferencesSchema } from '@/contracts/mail-preferences';
import { envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Mail preferences'];
const preferences = mailPreferencesSchema.openapi('MailPreferences');

export const get = createRoute({
  operationId: 'getMailPreferences',
  method: 'get',
  path: MAIL_PREFERENCE_ENDPOINTS.PREFERENCES,
  tags,
  summary: 'Which mails the signed-in user gets: every mail kind, true when it is sent',
  ...signedIn(),
  responses: { 200: jsonContent(envelope(preferences), 'Every mail kind, on or off'), ...errorResponses(401) },
});

export const update = createRoute({
  operationId: 'updateMailPreferences',
  method: 'put',
  path: MAIL_PREFERENCE_ENDPOINTS.PREFERENCES,
  tags,
  summary: 'Turn mails on (true) or off (false); kinds not named stay as they are',
  ...signedIn(),
  request: { body: jsonBody(mailPreferencesInputSchema.openapi('MailPreferencesRequest')) },
  responses: { 200: jsonContent(envelope(preferences), 'Saved; every mail kind as it now is'), ...errorResponses(400, 401) },
});
