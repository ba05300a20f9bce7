import type { CompanyWorkOrderDetails, CompanyWorkProgress } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getAssignmentDetails } from '../assignments/get-assignment-details';
import { approveIfDue } from './approve-if-due';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { companyParty } from './lifecycle-party';
import { loadWorkProgress } from './load-work-progress';

type GetCompanyWorkOrderOptions = { db: Database; actor: CompanyActor; assignmentId: number; includeCounterOffer: boolean; now?: Date };

/** One of the company side's orders with how the work went, including where the engineer checked in and out. */
export async function getCompanyWorkOrder({ db, actor, assignmentId, includeCounterOffer, now = new Date() }: GetCompanyWorkOrderOptions): Promise<CompanyWorkOrderDetails> {
  const party = companyParty(actor);
  let order = await getPartyOrderOrThrow({ db, party, assignmentId });
  if (await approveIfDue({ db, assignmentId, now })) order = await getPartyOrderOrThrow({ db, party, assignmentId });
  const [details, progress] = await Promise.all([
    getAssignmentDetails({ db, actor, assignmentId, includeCounterOffer }),
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
