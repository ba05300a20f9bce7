import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDetails } from '@/types/user';

export type AuthState = { isLoggedIn: boolean; userDetails: UserDetails };

export const initialUserDetails: UserDetails = { name: '', profile_picture: null, role: null };

const initialState: AuthState = { isLoggedIn: false, userDetails: initialUserDetails };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: (create) => ({
    /** A new sign-in replaces whatever the previous user left. */
    login: create.reducer((_state, action: PayloadAction<Partial<UserDetails>>) => ({
      isLoggedIn: true,
      userDetails: { ...initialUserDetails, ...action.payload },
    })),
    /** Merges fields into the signed-in user's details (e.g. a new profile picture). */
    setUserDetails: create.reducer((state, action: PayloadAction<Partial<UserDetails>>) => {
      state.userDetails = { ...state.userDetails, ...action.payload };
    }),
    /** Signs out: every slice that holds a user's data resets on this action too. */
    logout: create.reducer(() => initialState),
  }),
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectUserDetails: (state) => state.userDetails,
    selectRole: (state) => state.userDetails.role,
  },
});

export const { login, setUserDetails, logout } = authSlice.actions;
export const { selectIsLoggedIn, selectUserDetails, selectRole } = authSlice.selectors;
