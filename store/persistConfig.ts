import type { PersistConfig, Storage } from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION } from '@/constants';
import type { RootState } from './rootReducer';

/** Server data (the `api` cache) is never stored: it is fetched again after a reload. */
export const PERSISTED_SLICES = ['auth', 'sideNav', 'draftAssignment'] as const;

export function createPersistConfig(storage: Storage): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage,
    whitelist: [...PERSISTED_SLICES],
  };
}
