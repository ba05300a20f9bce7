import { NOTIFICATION_ENDPOINTS } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { PageQuery } from '@/contracts/primitives';
import type { NotificationPage } from '@/contracts/notifications';
import { apiClient } from './apiClient';

/** A page of the user's notifications; failures are the caller's to log, never toasted. */
export async function getNotifications(query: PageQuery = {}): Promise<NotificationPage> {
  const response = await apiClient.get<ApiEnvelope<NotificationPage> | ''>(NOTIFICATION_ENDPOINTS.LIST, {
    params: query,
    silent: true,
  });
  const page = response.data ? response.data.data : undefined;
  return { total_count: page?.total_count ?? 0, unread_count: page?.unread_count ?? 0, data: page?.data ?? [] };
}

export async function readNotification(id: number): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(NOTIFICATION_ENDPOINTS.READ, { id })).data.message;
}

export async function readAllNotifications(): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(NOTIFICATION_ENDPOINTS.READ_ALL)).data.message;
}

export async function clearAllNotifications(): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(NOTIFICATION_ENDPOINTS.CLEAR_ALL)).data.message;
}
