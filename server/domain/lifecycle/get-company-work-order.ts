import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { approveIfDue } from './approve-if-due';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { companyParty } from './lifecycle-party';
import { loadCompanyWorkOrder } from './load-company-work-order';

type GetCompanyWorkOrderOptions = { db: Database; actor: CompanyActor; assignmentId: number; includeCounterOffer: boolean; now?: Date };

/** One of the company side's orders with how the work went, including where the engineer checked in and out. */
export async function getCompanyWorkOrder({ db, actor, assignmentId, includeCounterOffer, now = new Date() }: GetCompanyWorkOrderOptions): Promise<CompanyWorkOrderDetails> {
  const party = companyParty(actor);
  let order = await getPartyOrderOrThrow({ db, party, assignmentId });
  if (await approveIfDue({ db, assignmentId, now })) order = await getPartyOrderOrThrow({ db, party, assignmentId });
  return loadCompanyWorkOrder({ db, actor, order, includeCounterOffer });
}
