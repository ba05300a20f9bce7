import type { ReactNode } from 'react';
import SignedInLayout from '@/components/layout/SignedInLayout';

/** Company pages: a company session only, in the signed-in frame. */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return <SignedInLayout role="company">{children}</SignedInLayout>;
}
