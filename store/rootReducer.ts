import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { draftAssignmentSlice } from './draftAssignmentSlice';
import { notificationsSlice } from './notificationsSlice';

export const rootReducer = combineSlices(authSlice, appSlice, draftAssignmentSlice, notificationsSlice);

export type RootState = ReturnType<typeof rootReducer>;
