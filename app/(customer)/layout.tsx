import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';

/** Customer pages: only a customer session gets through (spec section 2's page guard). */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <RoleGuard role="customer">
      <AppShell role="customer">{children}</AppShell>
    </RoleGuard>
  );
}
