import type { PaymentBreakdown } from '@/contracts/lifecycle';
import type { Database } from '../../db/client';
import type { CompanyActor } from '../assignments/company-actor';
import { summarizeExpenses } from '../expenses/summarize-expenses';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import { companyParty } from '../lifecycle/lifecycle-party';
import { computePaymentBreakdown } from './compute-payment-breakdown';

type GetPaymentBreakdownOptions = { db: Database; actor: CompanyActor; assignmentId: number };

/** What recording the payment would pay now, for the company side to check first. */
export async function getPaymentBreakdown({ db, actor, assignmentId }: GetPaymentBreakdownOptions): Promise<PaymentBreakdown> {
  const order = await getPartyOrderOrThrow({ db, party: companyParty(actor), assignmentId });
  return computePaymentBreakdown(order, await summarizeExpenses({ db, assignmentId }));
}
