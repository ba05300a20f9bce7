import { z } from 'zod';
import { idField } from '@/contracts/primitives';

// A notification as the API answers it, and one page of them with the unread count.

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export type NotificationPage = { total_count: number; unread_count: number; data: Notification[] };

export const readNotificationSchema = z.object({ id: idField('Choose a notification') });
