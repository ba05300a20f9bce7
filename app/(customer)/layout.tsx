import type { ReactNode } from 'react';
import SignedInLayout from '@/components/layout/SignedInLayout';

/** Customer pages: a customer session only, in the signed-in frame. */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <SignedInLayout role="customer">{children}</SignedInLayout>;
}
