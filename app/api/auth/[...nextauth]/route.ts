// next-auth's session, CSRF, sign-in and sign-out endpoints under /api/auth.
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/app/api/auth/authOptions';
import { dropInvalidCallbackUrl } from '@/app/api/auth/dropInvalidCallbackUrl';

const nextAuth = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

const handler = async (request: NextRequest, context: RouteContext) => nextAuth(await dropInvalidCallbackUrl(request), context);

export { handler as GET, handler as POST };
