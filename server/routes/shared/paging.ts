import { z } from '@hono/zod-openapi';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@/constants';

/** `page` (from 1) and `per_page` query parameters; domain code caps per_page at MAX_PER_PAGE. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(DEFAULT_PAGE)
    .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .default(DEFAULT_PER_PAGE)
    .openapi({ param: { name: 'per_page', in: 'query' }, example: DEFAULT_PER_PAGE, description: `At most ${MAX_PER_PAGE}` }),
});
