import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Engineer pages: only a field engineer session gets through (RoleGuard),
 * once the stored state is restored (RestoredStoreGate).
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
