import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordOrderEvent } from '../events/record-order-event';
import { getEngineerOrThrow } from './get-engineer-or-throw';
import { getOfferedOrderOrThrow, OFFER_CLOSED_MESSAGE } from './get-offered-order-or-throw';
import { offerStillOpen } from './offer-still-open';
import { UNROUTED } from './open-order-to-everyone';

type DeclineOfferOptions = { db: Database; engineerId: number; assignmentId: number; now?: Date };

/** The offered engineer turns the order down: it opens to everyone at once and the company side is told. 404 when not offered to them, 409 once the offer ended. */
export async function declineOffer({ db, engineerId, assignmentId, now = new Date() }: DeclineOfferOptions): Promise<void> {
  const order = await getOfferedOrderOrThrow(db, { engineerId, assignmentId, now });
  const engineer = await getEngineerOrThrow(db, engineerId);
  await db.transaction(async (tx) => {
    const [opened] = await tx.update(assignments).set(UNROUTED).where(offerStillOpen({ assignmentId, engineerId, now })).returning();
    if (!opened) throw new AppError('CONFLICT', OFFER_CLOSED_MESSAGE);
    await recordOrderEvent(tx, {
      event: 'offerDeclined',
      order: opened,
      by: { actor: 'engineer', userId: engineerId },
      note: `${engineer.name} declined the offer; opened to everyone`,
      notice: { title: 'Offer declined', body: `${engineer.name} declined "${order.title}". It is now open to every engineer.` },
      webhookData: { engineer: { id: engineerId, name: engineer.name } },
    });
  });
}
