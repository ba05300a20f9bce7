import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { getPartyOrderOrThrow } from './get-party-order-or-throw';
import { companyParty } from './lifecycle-party';
import { loadCompanyWorkOrder } from './load-company-work-order';

type GetCompanyWorkOrderOptions = { db: Database; actor: CompanyActor; assignmentId: number; includeCounterOffer: boolean };

/**
 * One of the company side's orders with how the work went, including where the engineer checked
 * in and out. It only reads: an order past its approval deadline is approved by the sweep.
 */
export async function getCompanyWorkOrder({ db, actor, assignmentId, includeCounterOffer }: GetCompanyWorkOrderOptions): Promise<CompanyWorkOrderDetails> {
  const order = await getPartyOrderOrThrow({ db, party: companyParty(actor), assignmentId });
  return loadCompanyWorkOrder({ db, order, includeCounterOffer });
}
