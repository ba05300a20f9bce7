import { ENGINEER_ROUTES, type LifecycleActor, type NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { notifyEngineers } from '../assignments/notify-engineers';
import { notifyCompanySide } from '../engineer-assignments/notify-company-side';

type NotifyOtherSideOptions = { db: Database; order: AssignmentRow; actor: LifecycleActor; kind: NotificationKind; title: string; body: string };

/** Tells the side that did not act: the assigned engineer, the company side, or both when the system acted. */
export async function notifyOtherSide({ db, order, actor, kind, title, body }: NotifyOtherSideOptions) {
  if (actor !== 'engineer' && order.assignedEngineerId) {
    await notifyEngineers({ db, engineerIds: [order.assignedEngineerId], kind, assignmentId: order.id, title, body, link: ENGINEER_ROUTES.myWorkDetails(order.id) });
  }
  if (actor !== 'company') await notifyCompanySide({ db, order, kind, title, body });
}
