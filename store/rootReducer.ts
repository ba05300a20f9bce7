import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api/baseApi';
import { authSlice } from './authSlice';
import { draftAssignmentSlice } from './draftAssignmentSlice';
import { sideNavSlice } from './sideNavSlice';

/** Server data lives in `api` (RTK Query's cache); the slices hold only client state. */
export const rootReducer = combineSlices(api, authSlice, sideNavSlice, draftAssignmentSlice);

export type RootState = ReturnType<typeof rootReducer>;
