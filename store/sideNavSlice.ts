import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from './authSlice';

/** The side navigation: the item last chosen, and the user's collapse choice. */
export type SideNavState = {
  /** Label of the item last chosen; highlighted on pages the menu does not list. */
  selectedItem: string | null;
  /** null until the user toggles: the screen width decides (narrow screens start collapsed). */
  isCollapsed: boolean | null;
};

const initialState: SideNavState = { selectedItem: null, isCollapsed: null };

export const sideNavSlice = createSlice({
  name: 'sideNav',
  initialState,
  reducers: (create) => ({
    selectNavItem: create.reducer((state, action: PayloadAction<string | null>) => {
      state.selectedItem = action.payload;
    }),
    setNavCollapsed: create.reducer((state, action: PayloadAction<boolean>) => {
      state.isCollapsed = action.payload;
    }),
  }),
  extraReducers: (builder) => {
    builder.addCase(logout, () => initialState);
  },
  selectors: {
    selectSelectedNavItem: (state) => state.selectedItem,
    selectNavCollapsed: (state) => state.isCollapsed,
  },
});

export const { selectNavItem, setNavCollapsed } = sideNavSlice.actions;
export const { selectSelectedNavItem, selectNavCollapsed } = sideNavSlice.selectors;
