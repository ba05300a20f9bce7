import type { NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import { createNotification } from '../notifications/create-notification';

type NotifyEngineersOptions = {
  db: Database;
  engineerIds: number[];
  kind: NotificationKind;
  assignmentId: number | null;
  title: string;
  body: string;
  link: string;
};

/** The same in-app notification to each engineer concerned (no duplicates). */
export async function notifyEngineers({ db, engineerIds, ...notification }: NotifyEngineersOptions) {
  for (const userId of new Set(engineerIds)) {
    await createNotification({ db, userId, ...notification });
  }
}
