import type { PayloadAction } from '@reduxjs/toolkit';
import { getApiErrorMessage } from '@/services/apiErrors';
import { getNotifications } from '@/services/notifications';
import type { PageQuery } from '@/contracts/primitives';
import type { Notification, NotificationPage } from '@/contracts/notifications';
import { logout } from './authSlice';
import { createAppSlice } from './createAppSlice';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The header's notifications and the status of the last fetch. */
export type NotificationsState = {
  items: Notification[];
  totalCount: number;
  unreadCount: number;
  status: LoadStatus;
  error: string | null;
};

const initialState: NotificationsState = { items: [], totalCount: 0, unreadCount: 0, status: 'idle', error: null };

export const notificationsSlice = createAppSlice({
  name: 'notifications',
  initialState,
  reducers: (create) => ({
    /** Failures are logged only (spec section 8), never shown to the user. */
    fetchNotifications: create.asyncThunk<NotificationPage, PageQuery | undefined, { rejectValue: string }>(
      async (query, { rejectWithValue }) => {
        try {
          return await getNotifications(query);
        } catch (error) {
          const message = getApiErrorMessage(error);
          console.error('Could not load notifications:', message);
          return rejectWithValue(message);
        }
      },
      {
        pending: (state) => {
          state.status = 'loading';
          state.error = null;
        },
        fulfilled: (state, action) => {
          state.status = 'succeeded';
          state.items = action.payload.data;
          state.totalCount = action.payload.total_count;
          state.unreadCount = action.payload.unread_count;
        },
        rejected: (state, action) => {
          state.status = 'failed';
          state.error = action.payload ?? action.error.message ?? null;
        },
      },
    ),
    markNotificationRead: create.reducer((state, action: PayloadAction<number>) => {
      const item = state.items.find((notification) => notification.id === action.payload);
      if (item && !item.is_read) {
        item.is_read = true;
        state.unreadCount = Math.max(0, state.unreadCount - 1);
      }
    }),
    clearNotifications: create.reducer(() => initialState),
  }),
  extraReducers: (builder) => {
    builder.addCase(logout, () => initialState);
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectUnreadCount: (state) => state.unreadCount,
    selectNotificationsStatus: (state) => state.status,
    selectNotificationsError: (state) => state.error,
  },
});

export const { fetchNotifications, markNotificationRead, clearNotifications } = notificationsSlice.actions;
export const { selectNotifications, selectUnreadCount, selectNotificationsStatus, selectNotificationsError } =
  notificationsSlice.selectors;
