import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/openapi';

export const getPublicFile = createRoute({
  method: 'get',
  path: '/files/{key}',
  tags: ['Files'],
  summary: 'A public picture (profile picture or company logo) by its storage key',
  request: { params: z.object({ key: z.string().regex(/^[a-zA-Z0-9-]+\.[a-z0-9]+$/, 'Unknown file') }) },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 404),
  },
});
