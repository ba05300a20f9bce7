import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Session } from 'next-auth';
import { SessionContext } from 'next-auth/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import RoleGuard from './RoleGuard';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/company/assignments?page=2');
});

type Status = 'loading' | 'authenticated' | 'unauthenticated';

/** Pins the session state the guard sees (next-auth's provider would fetch it). */
function WithSession({ status, session, children }: { status: Status; session: Session | null; children: ReactNode }) {
  return <SessionContext.Provider value={{ status, data: session, update: async () => null } as never}>{children}</SessionContext.Provider>;
}

const page = <p>Company page</p>;

describe('RoleGuard', () => {
  it('renders only its fallback and does nothing while the session loads', async () => {
    renderWithProviders(
      <WithSession status="loading" session={null}>
        <RoleGuard role="company" fallback={<p>Loading the frame</p>}>
          {page}
        </RoleGuard>
      </WithSession>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading the frame')).toBeInTheDocument();
    expect(screen.queryByText('Company page')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("asks for sign-in on the role's login page, coming back here afterwards", async () => {
    renderWithProviders(<RoleGuard role="company">{page}</RoleGuard>);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/login/company?error=SessionRequired&callbackUrl=%2Fcompany%2Fassignments%3Fpage%3D2'),
    );
    expect(screen.queryByText('Company page')).not.toBeInTheDocument();
  });

  it('renders nothing when stored state says logged in but there is no session', async () => {
    renderWithProviders(
      <WithSession status="unauthenticated" session={null}>
        <RoleGuard role="company">{page}</RoleGuard>
      </WithSession>,
      { preloadedState: signedInState('company') },
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(screen.queryByText('Company page')).not.toBeInTheDocument();
  });

  it('shows the not-found screen to another role', async () => {
    renderWithProviders(<RoleGuard role="company">{page}</RoleGuard>, { session: makeSession('field_engineer') });
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.queryByText('Company page')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('lets the right role in', async () => {
    renderWithProviders(<RoleGuard role="company">{page}</RoleGuard>, { session: makeSession('company') });
    expect(await screen.findByText('Company page')).toBeInTheDocument();
  });
});
