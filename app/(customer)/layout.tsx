import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Customer pages: only a customer session gets through (RoleGuard),
 * once the stored state is restored (RestoredStoreGate).
 */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <RestoredStoreGate deferred>
      <RoleGuard role="customer">
        <AppShell role="customer">{children}</AppShell>
      </RoleGuard>
    </RestoredStoreGate>
  );
}
