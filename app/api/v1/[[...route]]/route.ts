// The v1 API is a Hono app (server/app.ts); this route hands every /api/v1 request to it, or to
// the API's own host when API_URL is set. Either way the session cookie becomes the bearer header
// on this server (../sessionBearer), so the browser never holds the token.
import { handle } from 'hono/vercel';
import type { NextRequest } from 'next/server';
import { app } from '@/server/app';
import { env } from '@/server/env';
import { forwardToApiHost } from '../forwardToApiHost';
import { withSessionBearer } from '../sessionBearer';

export const dynamic = 'force-dynamic';
// Node, not the edge: the database drivers and the live event stream (GET /events, Server-Sent
// Events) need it; a dynamic route's Response body is streamed as it is written, never buffered.
export const runtime = 'nodejs';

const { API_URL } = env;
const callApi = API_URL ? (request: Request) => forwardToApiHost(request, API_URL) : handle(app);
const handler = (request: NextRequest) => withSessionBearer(request, callApi);

export { handler as DELETE, handler as GET, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };
