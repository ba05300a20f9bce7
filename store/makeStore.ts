import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type Storage } from 'redux-persist';
import { createPersistConfig } from './persistConfig';
import { createSignedInStorage, getBrowserStorage } from './persistStorage';
import { api } from './api/baseApi';
import { login } from './authSlice';
import { rootReducer, type RootState } from './rootReducer';

/**
 * A new sign-in starts with an empty API cache, so no one sees what the previous user of this
 * tab loaded. (Logout reloads the page, which empties it anyway; resetting there would make the
 * pages still on screen fetch again without a token.)
 */
function createSignInReset() {
  const listener = createListenerMiddleware();
  listener.startListening({ actionCreator: login, effect: (_action, { dispatch }) => void dispatch(api.util.resetApiState()) });
  return listener.middleware;
}

export type MakeStoreOptions = { preloadedState?: Partial<RootState>; storage?: Storage };

/** One store per provider (never a module singleton), persisted under the `root` key. */
export function makeStore({ preloadedState, storage = getBrowserStorage() }: MakeStoreOptions = {}) {
  let isSignedIn = () => false;
  const persistedReducer = persistReducer(
    createPersistConfig(createSignedInStorage(storage, () => isSignedIn())),
    rootReducer,
  );
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // Uploads pass FormData and a progress callback as the mutation's argument.
          ignoredActionPaths: ['meta.arg.originalArgs', 'meta.baseQueryMeta'],
          ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/],
        },
      }).concat(api.middleware, createSignInReset()),
  });
  isSignedIn = () => store.getState().auth.isLoggedIn;
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
