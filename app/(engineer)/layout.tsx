import type { ReactNode } from 'react';
import OfflineQueueProvider from '@/components/offline/OfflineQueueProvider';
import SignedInLayout from '@/components/layout/SignedInLayout';

/** Engineer pages: a field engineer session only, in the signed-in frame; their on-site actions survive a dead signal (OfflineQueueProvider). */
export default function EngineerLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInLayout role="field_engineer" wrapShell={(shell) => <OfflineQueueProvider>{shell}</OfflineQueueProvider>}>
      {children}
    </SignedInLayout>
  );
}
