import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerPaymentInfo, paymentMethods } from '../../db/schema';
import type { PaymentInfoView } from '@/contracts/engineerProfile';
import { maskAccountIdentifier } from './mask-account-identifier';

type GetPaymentInfoOptions = { db: Database; userId: number };

/** The engineer's saved payment details with the account masked, or null when none are saved. */
export async function getPaymentInfo({ db, userId }: GetPaymentInfoOptions): Promise<PaymentInfoView | null> {
  const [row] = await db
    .select({ info: engineerPaymentInfo, method: paymentMethods.name })
    .from(engineerPaymentInfo)
    .innerJoin(paymentMethods, eq(paymentMethods.id, engineerPaymentInfo.paymentMethodId))
    .where(eq(engineerPaymentInfo.userId, userId))
    .limit(1);
  if (!row) return null;
  const { info } = row;
  return {
    payment_method_id: info.paymentMethodId,
    payment_method: row.method,
    account_holder: info.accountHolder,
    account_identifier: maskAccountIdentifier(info.accountIdentifier),
    bank_name: info.bankName,
    routing_code: info.routingCode,
    updated_at: info.updatedAt.toISOString(),
  };
}
