import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Company pages: only a company session gets through (RoleGuard),
 * once the stored state is restored (RestoredStoreGate).
 */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return (
    <RestoredStoreGate deferred>
      <RoleGuard role="company">
        <AppShell role="company">{children}</AppShell>
      </RoleGuard>
    </RestoredStoreGate>
  );
}
