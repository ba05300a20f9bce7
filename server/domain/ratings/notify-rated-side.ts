import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import { recordOrderEvent } from '../events/record-order-event';
import { formatOrderDate } from '../lifecycle/format-order-date';
import { getUserName } from '../lifecycle/get-user-name';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { getCompanyName } from './get-company-name';

type NotifyRatedSideOptions = {
  db: Database;
  order: AssignmentRow;
  /** Who rated. */
  party: LifecycleParty;
  /** The other side had rated already, so both ratings show now. */
  isRevealed: boolean;
  revealAt: Date;
};

/**
 * Tells the rated side, linked to the order (where they rate back and read it). The stars stay
 * out of the notification: they are for the rated side's eyes only once revealed.
 */
export async function notifyRatedSide({ db, order, party, isRevealed, revealAt }: NotifyRatedSideOptions) {
  const rater = party.actor === 'engineer' ? await getUserName({ db, userId: party.userId }) : await getCompanyName({ db, companyId: order.companyId });
  const title = `${rater} rated you`;
  const body = isRevealed
    ? `For "${order.title}". You had rated them too, so both ratings are visible now.`
    : `For "${order.title}". Rate them too to see their rating; it shows on ${formatOrderDate(revealAt, order.timezone)} at the latest.`;
  await recordOrderEvent(db, { event: 'rating', order, by: party, notice: { title, body }, sendsWebhook: isRevealed });
}
