import { createRoute, z } from '@hono/zod-openapi';
import { UPLOAD_KINDS } from '../../domain/files/upload-kinds';
import { errorResponses, fileContent, publicSecurity } from '../../lib/openapi';

export const getPublicFile = createRoute({
  operationId: 'getPublicFile',
  method: 'get',
  path: '/files/{key}',
  tags: ['Files'],
  security: publicSecurity,
  summary: 'A public picture (profile picture or company logo) by its storage key',
  request: { params: z.object({ key: z.string().regex(/^[a-zA-Z0-9-]+\.[a-z0-9]+$/, 'Unknown file') }) },
  responses: {
    200: fileContent(UPLOAD_KINDS.image.mimeTypes, 'The image'),
    ...errorResponses(400, 404),
  },
});
