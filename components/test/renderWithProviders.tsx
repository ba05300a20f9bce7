import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import type { Session } from 'next-auth';
import type { ReactElement } from 'react';
import Providers from '@/app/providers';
import type { SignedInRole } from '@/constants';
import { makeStore, type AppStore } from '@/store/makeStore';
import type { RootState } from '@/store/rootReducer';
import theme from '@/theme/theme';

type ProviderOptions = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  session?: Session | null;
  store?: AppStore;
};

/** Renders with the app's real providers: session, a real (persisted) store, toasts, theme. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, session = null, store = makeStore({ preloadedState }), ...options }: ProviderOptions = {},
) {
  const result = render(
    <ThemeProvider theme={theme}>
      <Providers session={session} store={store}>
        {ui}
      </Providers>
    </ThemeProvider>,
    options,
  );
  return { store, ...result };
}

const ROLE_IDS: Record<SignedInRole, number> = { field_engineer: 2, customer: 3, company: 4 };

/** A signed-in session as the portal's next-auth callbacks shape it. */
export function makeSession(role: SignedInRole, overrides: Partial<Session['user']> = {}): Session {
  const user = {
    id: 7,
    role,
    role_id: ROLE_IDS[role],
    name: 'Alice Carter',
    email: 'alice@example.test',
    picture: null,
    image: null,
    expires_at: null,
    company_id: role === 'field_engineer' ? null : 1,
    customer_id: role === 'customer' ? 3 : null,
    ...overrides,
  };
  return { user, expires: new Date(Date.now() + 3_600_000).toISOString() };
}

/** The auth slice of a signed-in user matching `makeSession`. */
export function signedInState(role: SignedInRole, overrides: Partial<RootState['auth']['userDetails']> = {}): Partial<RootState> {
  return {
    auth: {
      isLoggedIn: true,
      userDetails: { id: 7, name: 'Alice Carter', role, profile_picture: null, ...overrides },
    },
  };
}
