// The v1 API is a Hono app (server/app.ts); this route hands every /api/v1 request to it.
import { handle } from 'hono/vercel';
import { app } from '@/server/app';

export const dynamic = 'force-dynamic';
// Node, not the edge: the database drivers and the live event stream (GET /events, Server-Sent
// Events) need it; a dynamic route's Response body is streamed as it is written, never buffered.
export const runtime = 'nodejs';

const handler = handle(app);

export { handler as DELETE, handler as GET, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };
