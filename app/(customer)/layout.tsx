import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Customer pages: only a customer session gets through (spec section 2's page guard),
 * once the stored state is restored (spec section 2).
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
