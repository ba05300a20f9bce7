import { createTransform, type PersistConfig, type Storage } from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION } from '@/constants';
import type { AppState } from './appSlice';
import type { RootState } from './rootReducer';

/** A loading flag restored as `true` would leave a spinner up forever. */
const dropTransientAppState = createTransform<AppState, AppState>(
  (inbound) => ({ ...inbound, isLoading: false }),
  (outbound) => ({ ...outbound, isLoading: false }),
  { whitelist: ['app'] },
);

export const PERSISTED_SLICES = ['auth', 'app', 'draftAssignment'] as const;

export function createPersistConfig(storage: Storage): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage,
    whitelist: [...PERSISTED_SLICES],
    transforms: [dropTransientAppState],
  };
}
