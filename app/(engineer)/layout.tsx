import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';

/** Engineer pages: only a field engineer session gets through (spec section 2's page guard). */
export default function EngineerLayout({ children }: { children: ReactNode }) {
  return (
    <RoleGuard role="field_engineer">
      <AppShell role="field_engineer">{children}</AppShell>
    </RoleGuard>
  );
}
