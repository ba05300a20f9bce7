import type { Database } from '../../db/client';
import { engineerParty } from './lifecycle-party';
import { describeDistance, toPosition, type Position } from './position-columns';
import { transitionAssignment } from './transition-assignment';

type CheckInOptions = { db: Database; engineerId: number; assignmentId: number; position: Position; now?: Date };

/** 2 → 3: the engineer arrives. The time is the server's, so hours worked cannot be typed in. */
export function checkInAssignment({ db, engineerId, assignmentId, position, now = new Date() }: CheckInOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'checkIn',
    party: engineerParty(engineerId),
    changes: (order) => {
      const at = toPosition(order, position);
      return { checkedInAt: now, checkInLatitude: at.latitude, checkInLongitude: at.longitude, checkInDistanceMiles: at.distanceMiles };
    },
    note: (name, order) => `${name} checked in${describeDistance(order.checkInDistanceMiles)}`,
    notice: (name, order) => ({ title: 'Engineer checked in', body: `${name} checked in for "${order.title}". Please confirm the check-in.` }),
  });
}
