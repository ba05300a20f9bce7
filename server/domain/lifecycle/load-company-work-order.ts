import type { CompanyWorkOrderDetails, CompanyWorkProgress } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { loadOwnedAssignmentDetails } from '../assignments/get-assignment-details';
import { loadWorkProgress } from './load-work-progress';

/** The company side's view of an order the caller found it may see, as it is now, without approving it (the webhook outbox reads it inside the transaction that changed it). */
export async function loadCompanyWorkOrder({ db, order, includeCounterOffer }: { db: Database; order: AssignmentRow; includeCounterOffer: boolean }): Promise<CompanyWorkOrderDetails> {
  const [details, progress] = await Promise.all([
    loadOwnedAssignmentDetails({ db, order, includeCounterOffer }),
    loadWorkProgress({ db, order, actor: 'company' }),
  ]);
  return { ...details, progress: { ...progress, ...toPositions(order) } };
}

function toPositions(order: AssignmentRow): Pick<CompanyWorkProgress, 'check_in_position' | 'check_out_position'> {
  const position = (latitude: number | null, longitude: number | null, distance: number | null) =>
    latitude === null || longitude === null ? null : { latitude, longitude, distance_miles: distance };
  return {
    check_in_position: position(order.checkInLatitude, order.checkInLongitude, order.checkInDistanceMiles),
    check_out_position: position(order.checkOutLatitude, order.checkOutLongitude, order.checkOutDistanceMiles),
  };
}
