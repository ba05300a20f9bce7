import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerPaymentInfo, paymentMethods } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentInfo } from '@/contracts/engineerProfile';
import { findMissingIds } from './find-missing-ids';
import { getPaymentInfo } from './get-payment-info';

type SavePaymentInfoOptions = { db: Database; userId: number; input: PaymentInfo };

/**
 * Saves where the engineer is paid. Leaving the account out keeps the saved one, but only
 * while the method stays the same (a PayPal e-mail is no bank account).
 */
export async function savePaymentInfo({ db, userId, input }: SavePaymentInfoOptions) {
  if ((await findMissingIds({ db, table: paymentMethods, ids: [input.payment_method_id] })).length > 0) {
    throw AppError.field('payment_method_id', 'Choose a payment method from the list');
  }
  const [saved] = await db.select().from(engineerPaymentInfo).where(eq(engineerPaymentInfo.userId, userId)).limit(1);
  const accountIdentifier = input.account_identifier || (saved?.paymentMethodId === input.payment_method_id ? saved.accountIdentifier : null);
  if (!accountIdentifier) throw AppError.field('account_identifier', 'Enter the account number or payout e-mail');

  const values = {
    paymentMethodId: input.payment_method_id,
    accountHolder: input.account_holder,
    accountIdentifier,
    bankName: input.bank_name || null,
    routingCode: input.routing_code || null,
  };
  await db.insert(engineerPaymentInfo).values({ userId, ...values }).onConflictDoUpdate({ target: engineerPaymentInfo.userId, set: values });
  return getPaymentInfo({ db, userId });
}
