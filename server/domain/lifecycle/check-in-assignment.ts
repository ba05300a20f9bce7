import { describeCheckInTiming } from '@/constants';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { env } from '../../env';
import { judgeCheckInTiming } from './judge-check-in-timing';
import { engineerParty } from './lifecycle-party';
import { toPosition, type Position } from './position-columns';
import { transitionAssignment } from './transition-assignment';

type CheckInOptions = { db: Database; engineerId: number; assignmentId: number; position: Position; actedAt?: string; now?: Date; toleranceMinutes?: number };

/**
 * 2 → 3: the engineer arrives. The time is the server's, so hours worked cannot be typed in; an
 * arrival off the schedule is accepted and recorded as early or late for both sides to see. A
 * check-in queued offline counts from when the engineer acted (acted_at, within its limits).
 */
export function checkInAssignment({ db, engineerId, assignmentId, position, actedAt, now = new Date(), toleranceMinutes = env.CHECK_IN_TOLERANCE_MINUTES }: CheckInOptions) {
  return transitionAssignment({
    db,
    assignmentId,
    action: 'checkIn',
    party: engineerParty(engineerId),
    actedAt,
    now,
    changes: (order, arrivedAt) => {
      const at = toPosition(order, position);
      const { timing, minutesOffSchedule } = judgeCheckInTiming({ order, at: arrivedAt, toleranceMinutes });
      return {
        checkedInAt: arrivedAt,
        checkInLatitude: at.latitude,
        checkInLongitude: at.longitude,
        checkInDistanceMiles: at.distanceMiles,
        checkInTiming: timing,
        checkInMinutesOffSchedule: minutesOffSchedule,
      };
    },
    note: (name, order) => [`${name} checked in ${timingOf(order)}`, distanceOf(order.checkInDistanceMiles)].filter(Boolean).join(', '),
    notice: (name, order) => ({ title: 'Engineer checked in', body: `${name} checked in ${timingOf(order)} for "${order.title}". Please confirm the check-in.` }),
  });
}

const timingOf = ({ checkInTiming, checkInMinutesOffSchedule }: AssignmentRow) => (checkInTiming ? describeCheckInTiming(checkInTiming, checkInMinutesOffSchedule ?? 0) : '');

const distanceOf = (miles: number | null) => (miles === null ? '' : `${miles} miles from the site`);
