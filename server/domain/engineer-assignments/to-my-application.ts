import type { AssignmentApplicationRow } from '../../db/schema';
import type { MyApplication } from '@/contracts/engineerAssignments';
import { toCounterOffer } from '../assignments/to-counter-offer';

/** The engineer's own application as they see it; a withdrawn one counts as none. */
export function toMyApplication(application: AssignmentApplicationRow | null | undefined): MyApplication | null {
  if (!application || application.status === 'withdrawn') return null;
  return {
    id: application.id,
    status: application.status,
    has_counter_offer: application.hasCounterOffer,
    counter_offer: toCounterOffer(application),
    note: application.note,
    applied_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}
