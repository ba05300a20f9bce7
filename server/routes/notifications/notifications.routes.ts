import { createRoute, z } from '@hono/zod-openapi';
import { NOTIFICATION_ENDPOINTS } from '@/constants';
import { signedIn } from '../../middleware/auth';
import { envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import { notificationPageSchema, notificationSchema, readNotificationSchema, unreadCountSchema } from '@/contracts/notifications';
import { pageQuerySchema } from '@/contracts/primitives';

const tags = ['Notifications'];

const notification = notificationSchema.extend({ created_at: z.string().openapi({ format: 'date-time' }) }).openapi('Notification');

const unreadCount = envelope(unreadCountSchema);

export const list = createRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: NOTIFICATION_ENDPOINTS.LIST,
  tags,
  summary: "The signed-in user's notifications, newest first",
  ...signedIn(),
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(envelope(notificationPageSchema.extend({ data: z.array(notification) })), 'A page of notifications'),
    ...errorResponses(400, 401),
  },
});

export const read = createRoute({
  operationId: 'markNotificationRead',
  method: 'patch',
  path: NOTIFICATION_ENDPOINTS.READ,
  tags,
  summary: 'Mark one notification read',
  ...signedIn(),
  request: { body: jsonBody(readNotificationSchema) },
  responses: { 200: jsonContent(unreadCount, 'Marked read'), ...errorResponses(400, 401, 404) },
});

export const readAll = createRoute({
  operationId: 'markAllNotificationsRead',
  method: 'patch',
  path: NOTIFICATION_ENDPOINTS.READ_ALL,
  tags,
  summary: 'Mark every notification read',
  ...signedIn(),
  responses: { 200: jsonContent(unreadCount, 'All marked read'), ...errorResponses(401) },
});

export const clearAll = createRoute({
  operationId: 'clearAllNotifications',
  method: 'patch',
  path: NOTIFICATION_ENDPOINTS.CLEAR_ALL,
  tags,
  summary: 'Remove every notification',
  ...signedIn(),
  responses: { 200: jsonContent(unreadCount, 'All removed'), ...errorResponses(401) },
});
