import type { ReactNode } from 'react';
import type { SignedInRole } from '@/constants';
import RoleGuard from '@/components/auth/RoleGuard';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';
import AppShell from './AppShell';
import ShellSkeleton from './ShellSkeleton';

type SignedInLayoutProps = { role: SignedInRole; children: ReactNode; wrapShell?: (shell: ReactNode) => ReactNode };

/**
 * A role's pages: once the stored state is restored (RestoredStoreGate), only a session of that
 * role gets through (RoleGuard), into the signed-in frame (AppShell). Until then the server's
 * and the browser's first paint is the frame's skeleton. `wrapShell` puts providers around the
 * frame that only signed-in users of the role need.
 */
export default function SignedInLayout({ role, children, wrapShell = (shell) => shell }: SignedInLayoutProps) {
  const skeleton = <ShellSkeleton role={role} />;
  return (
    <RestoredStoreGate deferred fallback={skeleton}>
      <RoleGuard role={role} fallback={skeleton}>
        {wrapShell(<AppShell role={role}>{children}</AppShell>)}
      </RoleGuard>
    </RestoredStoreGate>
  );
}
