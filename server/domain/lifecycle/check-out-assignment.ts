import type { Database } from '../../db/client';
import { engineerParty } from './lifecycle-party';
import { describeDistance, toPosition, type Position } from './position-columns';
import { transitionAssignment } from './transition-assignment';

type CheckOutOptions = { db: Database; engineerId: number; assignmentId: number; position: Position; actedAt?: string; now?: Date };

/** 3 → 4: the engineer leaves the site; deliverables are due next. */
export function checkOutAssignment({ db, engineerId, assignmentId, position, actedAt, now = new Date() }: CheckOutOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'checkOut',
    party: engineerParty(engineerId),
    actedAt,
    now,
    changes: (order, leftAt) => {
      const at = toPosition(order, position);
      return { checkedOutAt: leftAt, checkOutLatitude: at.latitude, checkOutLongitude: at.longitude, checkOutDistanceMiles: at.distanceMiles };
    },
    note: (name, order) => `${name} checked out${describeDistance(order.checkOutDistanceMiles)}`,
    notice: (name, order) => ({ title: 'Engineer checked out', body: `${name} checked out of "${order.title}". Please confirm the check-out.` }),
  });
}
