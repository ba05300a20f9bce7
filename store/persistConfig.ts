import { createTransform, type PersistConfig, type Storage } from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION } from '@/constants';
import type { AuthState } from './authSlice';
import type { RootState } from './rootReducer';

/** Server data (the `api` cache) is never stored: it is fetched again after a reload. */
export const PERSISTED_SLICES = ['auth', 'sideNav', 'draftAssignment'] as const;

/** An API bearer token never goes into the browser's storage; one an older portal stored is dropped when read back. */
function withoutToken(auth: AuthState): AuthState {
  if (!auth?.userDetails || !('token' in auth.userDetails)) return auth;
  const userDetails = { ...auth.userDetails };
  delete userDetails.token;
  return { ...auth, userDetails };
}

const authWithoutToken = createTransform<AuthState, AuthState>(withoutToken, withoutToken, { whitelist: ['auth'] });

export function createPersistConfig(storage: Storage): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage,
    whitelist: [...PERSISTED_SLICES],
    transforms: [authWithoutToken],
  };
}
