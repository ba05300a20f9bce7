import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { api } from './api/baseApi';
import { authSlice } from './authSlice';
import { draftAssignmentSlice } from './draftAssignmentSlice';
import { engineerWorkSlice } from './engineerWorkSlice';
import { notificationsSlice } from './notificationsSlice';

export const rootReducer = combineSlices(api, authSlice, appSlice, draftAssignmentSlice, notificationsSlice, engineerWorkSlice);

export type RootState = ReturnType<typeof rootReducer>;
