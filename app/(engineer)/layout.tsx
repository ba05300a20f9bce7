import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';
import OfflineQueueProvider from '@/components/offline/OfflineQueueProvider';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';

/**
 * Engineer pages: only a field engineer session gets through (RoleGuard),
 * once the stored state is restored (RestoredStoreGate). Their on-site actions survive a dead
 * signal (OfflineQueueProvider).
 */
export default function EngineerLayout({ children }: { children: ReactNode }) {
  return (
    <RestoredStoreGate deferred>
      <RoleGuard role="field_engineer">
        <OfflineQueueProvider>
          <AppShell role="field_engineer">{children}</AppShell>
        </OfflineQueueProvider>
      </RoleGuard>
    </RestoredStoreGate>
  );
}
