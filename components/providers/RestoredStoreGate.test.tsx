import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { persistStore, type Storage } from 'redux-persist';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, renderWithProviders } from '@/components/test/renderWithProviders';
import { PERSIST_KEY } from '@/constants';
import { login } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { makeStore } from '@/store/makeStore';
import RestoredStoreGate from './RestoredStoreGate';
import StoreProvider from './StoreProvider';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

afterEach(cleanup);

/** A storage whose read answers only when the test says so. */
function slowStorage(data: Record<string, string>) {
  let answer = () => {};
  const storage: Storage = {
    getItem: (key: string) =>
      new Promise((resolve) => {
        answer = () => resolve(data[key] ?? null);
      }),
    setItem: async (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: async (key: string) => {
      delete data[key];
    },
  };
  return { storage, restore: () => answer() };
}

/** What a signed-in engineer's tab leaves in storage. */
async function storedSignIn(): Promise<Record<string, string>> {
  const data: Record<string, string> = {};
  let written = () => {};
  const isWritten = new Promise<void>((resolve) => {
    written = resolve;
  });
  const storage: Storage = {
    getItem: async (key: string) => data[key] ?? null,
    // Only a signed-in store writes, so the first write holds the sign-in.
    setItem: async (key: string, value: string) => {
      data[key] = value;
      written();
    },
    removeItem: async (key: string) => {
      delete data[key];
    },
  };
  const store = makeStore({ storage });
  await new Promise<void>((resolve) => persistStore(store, null, resolve));
  store.dispatch(login({ id: 9, name: 'Erin Diaz', role: 'field_engineer' }));
  await isWritten;
  return data;
}

function UserName() {
  return <p>Signed in as {useAppSelector((state) => state.auth.userDetails.name) || 'nobody'}</p>;
}

describe('RestoredStoreGate', () => {
  it('renders the page at once and the gated part only with the stored state restored', async () => {
    const stored = await storedSignIn();
    expect(Object.keys(stored)).toEqual([`persist:${PERSIST_KEY}`]);
    const { storage, restore } = slowStorage(stored);

    render(
      <StoreProvider store={makeStore({ storage })}>
        <h1>Engineer sign in</h1>
        <RestoredStoreGate>
          <UserName />
        </RestoredStoreGate>
      </StoreProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Engineer sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    restore();
    // Never a first render with the empty initial state: the restored name is there from the start.
    expect(await screen.findByText('Signed in as Erin Diaz')).toBeInTheDocument();
  });
});

describe('RestoredStoreGate, deferred', () => {
  it('shows the fallback until restored, then the signed-in part with the restored state', async () => {
    const { storage, restore } = slowStorage(await storedSignIn());
    render(
      <StoreProvider store={makeStore({ storage })}>
        <RestoredStoreGate deferred fallback={<p>Loading the frame</p>}>
          <UserName />
        </RestoredStoreGate>
      </StoreProvider>,
    );
    expect(screen.getByText('Loading the frame')).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    restore();
    expect(await screen.findByText('Signed in as Erin Diaz')).toBeInTheDocument();
    expect(screen.queryByText('Loading the frame')).not.toBeInTheDocument();
  });
});

describe('RestoredStoreGate, deferred, reached by navigation', () => {
  it('renders at once when the stored state is already back', async () => {
    const stored = await storedSignIn();
    const { storage, restore } = slowStorage(stored);
    const store = makeStore({ storage });
    const { rerender } = render(<StoreProvider store={store}>{null}</StoreProvider>);
    restore();
    await waitFor(() => expect(store.getState().auth.userDetails.name).toBe('Erin Diaz'));
    const firstCommits: string[] = [];
    function FirstCommit() {
      useLayoutEffect(() => void firstCommits.push(document.body.textContent ?? ''), []);
      return null;
    }
    rerender(
      <StoreProvider store={store}>
        <RestoredStoreGate deferred>
          <UserName />
        </RestoredStoreGate>
        <FirstCommit />
      </StoreProvider>,
    );
    // In the same commit as the navigation, not one transition later (a blank frame first).
    expect(firstCommits).toEqual([expect.stringContaining('Signed in as Erin Diaz')]);
  });
});

describe('Providers on a public page', () => {
  it("compare the session with the stored state only once it is restored (the session wins over an earlier user's state)", async () => {
    const { storage, restore } = slowStorage(await storedSignIn());
    const session = makeSession('field_engineer', { id: 7, name: 'Alice Carter' });

    const { store } = renderWithProviders(
      <>
        <h1>Welcome</h1>
        <RestoredStoreGate>
          <UserName />
        </RestoredStoreGate>
      </>,
      { session, store: makeStore({ storage }) },
    );

    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    restore();
    await screen.findByText(/Signed in as/);
    await waitFor(() => expect(store.getState().auth.userDetails).toMatchObject({ id: 7, name: 'Alice Carter' }));
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
