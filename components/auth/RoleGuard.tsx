'use client';
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import type { SignedInRole } from '@/constants';
import NotFound from '@/components/not-found/NotFound';
import { getSignInRedirectPath } from '@/constants';

/** `fallback`: shown while the session loads and until the sign-in page takes over (nothing by default). */
type RoleGuardProps = { role: SignedInRole; children: ReactNode; fallback?: ReactNode };

/**
 * The page guard: while the session loads only the fallback shows; without a
 * session, sign-in is asked for (error SessionRequired) and only the fallback renders, even when stored
 * state still says logged in; a session of another role sees the not-found screen.
 */
export default function RoleGuard({ role, children, fallback = null }: RoleGuardProps) {
  const { data: session, status } = useSession();
  const router = useRouter();

  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const here = `${window.location.pathname}${window.location.search}`;
    router.replace(getSignInRedirectPath(role, here));
  }, [status, role, router]);

  if (status === 'loading' || !session) return fallback;
  if (session.user.role !== role) return <NotFound />;
  return children;
}
