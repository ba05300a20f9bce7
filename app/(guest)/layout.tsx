import type { ReactNode } from 'react';
import MainContent from '@/components/layout/MainContent';
import SkipLink from '@/components/layout/SkipLink';

/** Public pages: no side navigation, a skip link, and a main area without padding. */
export default function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <MainContent sx={{ p: 0, minHeight: '100vh' }}>{children}</MainContent>
    </>
  );
}
