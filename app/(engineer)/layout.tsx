import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Engineer pages: only a field engineer session gets through (spec section 2's page guard),
 * once the stored state is restored (spec section 2).
 */
export default function EngineerLayout({ children }: { children: ReactNode }) {
  return (
    <RestoredStoreGate deferred>
      <RoleGuard role="field_engineer">
        <AppShell role="field_engineer">{children}</AppShell>
      </RoleGuard>
    </RestoredStoreGate>
  );
}
