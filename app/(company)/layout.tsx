import type { ReactNode } from 'react';
import RoleGuard from '@/components/auth/RoleGuard';
import AppShell from '@/components/layout/AppShell';

/** Company pages: only a company session gets through (spec section 2's page guard). */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return (
    <RoleGuard role="company">
      <AppShell role="company">{children}</AppShell>
    </RoleGuard>
  );
}
