import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownSignInAddresses } from '../../db/schema';
import { KNOWN_ADDRESS_MEMORY_MS } from './throttle-rules';

export type SignInAddressOptions = { db: Database; userId: number; address: string; now: Date };

/** The owner was here (right password, or a finished reset): this address is the account's from now on. */
export async function rememberSignInAddress({ db, userId, address, now }: SignInAddressOptions): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownSignInAddresses.userId, knownSignInAddresses.address], set: { lastSeenAt: now } });
  // The account's addresses not seen for long are forgotten here, so the list stays short.
  await db
    .delete(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.userId, userId), lt(knownSignInAddresses.lastSeenAt, new Date(now.getTime() - KNOWN_ADDRESS_MEMORY_MS))));
}
