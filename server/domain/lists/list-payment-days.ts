import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentDays } from '../../db/schema';

export async function listPaymentDays({ db }: { db: Database }) {
  return db
    .select({ id: paymentDays.id, name: paymentDays.name, days: paymentDays.days })
    .from(paymentDays)
    .orderBy(asc(paymentDays.days));
}
