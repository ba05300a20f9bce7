import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { draftAssignmentSlice } from './draftAssignmentSlice';
import { engineerWorkSlice } from './engineerWorkSlice';
import { notificationsSlice } from './notificationsSlice';

export const rootReducer = combineSlices(authSlice, appSlice, draftAssignmentSlice, notificationsSlice, engineerWorkSlice);

export type RootState = ReturnType<typeof rootReducer>;
