// Server only: read by the next-auth route handler beside it and by the root layout. Not an
// API service: it configures next-auth, whose authorize() signs in and whose signOut event signs
// out through services/auth.
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { AUTH_TOKEN_TTL_DAYS, LOGIN_PATHS, isSignedInRole, parseSameOriginUrl } from '@/constants';
import type { LoginResult } from '@/contracts/auth';
import { env } from '@/server/env';
import { resolveAuthSecret, signClientAddress } from '@/server/lib/client-address-signature';
import { getRequestClientAddress } from '@/server/lib/client-ip';
import { loginUser, revokeToken } from '@/services/auth';

// server/env.ts refuses to start in production without NEXTAUTH_SECRET; elsewhere a fixed stand-in serves.
if (!env.NEXTAUTH_SECRET) console.warn('NEXTAUTH_SECRET is not set: using a fixed development-only secret. Never run like this in production.');

/** The browser's address from the sign-in request's headers (next-auth's authorize sees no socket). */
const clientAddressOf = (headers: Record<string, unknown> | undefined) =>
  getRequestClientAddress({ get: (name) => { const value = headers?.[name]; return typeof value === 'string' ? value : undefined; } });

export function toAuthUser({ token, expires_at, user }: LoginResult): User {
  return {
    id: String(user.id),
    role: user.role,
    role_id: user.role_id,
    name: user.name,
    email: user.email,
    image: user.profile_picture,
    token,
    expires_at,
    company_id: user.company_id,
    customer_id: user.customer_id,
  };
}

export const authOptions: NextAuthOptions = {
  secret: resolveAuthSecret(),
  session: { strategy: 'jwt', maxAge: AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60 },
  pages: { signIn: LOGIN_PATHS.field_engineer },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email and password',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
        role: { label: 'Role', type: 'text' },
      },
      /**
       * The API checks the password; its refusal text reaches the sign-in form as the error. The
       * browser's address goes along, signed, so the API throttles that browser, not this server.
       */
      async authorize(credentials, req) {
        const email = credentials?.email?.trim();
        const password = credentials?.password;
        if (!email || !password) throw new Error('Enter your email and password');
        const role = isSignedInRole(credentials?.role) ? credentials.role : undefined;
        return toAuthUser(await loginUser({ email, password, role }, signClientAddress(clientAddressOf(req?.headers))));
      },
    }),
  ],
  events: {
    /**
     * Every way out of next-auth's session (the portal's logout, `signOut()`, the built-in
     * sign-out page) revokes the API token in it: a copy of the old cookie is worth nothing.
     */
    async signOut({ token }) {
      if (typeof token?.token === 'string' && token.token) await revokeToken(token.token);
    },
  },
  callbacks: {
    /**
     * Where next-auth may send the browser (a callbackUrl of sign-in, sign-out or its own pages):
     * a page of this site, else the site's root. A crafted callbackUrl neither leaves the site
     * nor throws (next-auth's default answers 500 to text that is no URL).
     */
    redirect: ({ url, baseUrl }) => parseSameOriginUrl(url, baseUrl)?.href ?? baseUrl,
    async jwt({ token, user, trigger, session }) {
      if (user) {
        Object.assign(token, {
          id: Number(user.id),
          role: user.role,
          role_id: user.role_id,
          name: user.name,
          email: user.email,
          picture: user.image,
          token: user.token,
          expires_at: user.expires_at,
          company_id: user.company_id,
          customer_id: user.customer_id,
        });
      }
      // `update({ name, picture })` from the client after a profile change.
      if (trigger === 'update' && session && typeof session === 'object') {
        const { name, picture } = session as { name?: unknown; picture?: unknown };
        if (typeof name === 'string') token.name = name;
        if (typeof picture === 'string' || picture === null) token.picture = picture;
      }
      return token;
    },
    /**
     * What /api/auth/session and the page see: never the API's bearer token, which stays in the
     * encrypted cookie's JWT; the /api/v1 route adds it on the server (app/api/v1/sessionBearer).
     */
    async session({ session, token }) {
      session.user = {
        id: token.id ?? 0,
        role: token.role ?? 'field_engineer',
        role_id: token.role_id ?? 0,
        name: token.name ?? '',
        email: token.email ?? '',
        picture: token.picture ?? null,
        image: token.picture ?? null,
        expires_at: token.expires_at ?? null,
        company_id: token.company_id ?? null,
        customer_id: token.customer_id ?? null,
      };
      return session;
    },
  },
};
