export type Notification = {
  id: number;
  title: string;
  body: string;
  link: string | null;
  is_read: boolean;
  created_at: string;
};

export type NotificationPage = { total_count: number; unread_count: number; data: Notification[] };
