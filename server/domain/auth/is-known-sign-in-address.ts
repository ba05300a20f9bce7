import { and, eq, gt } from 'drizzle-orm';
import { knownSignInAddresses } from '../../db/schema';
import type { SignInAddressOptions } from './remember-sign-in-address';
import { KNOWN_ADDRESS_MEMORY_MS } from './throttle-rules';

/** True when the account has been signed in to from this address lately (see rememberSignInAddress). */
export async function isKnownSignInAddress({ db, userId, address, now }: SignInAddressOptions): Promise<boolean> {
  const [known] = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastSeenAt, new Date(now.getTime() - KNOWN_ADDRESS_MEMORY_MS)),
      ),
    )
    .limit(1);
  return known !== undefined;
}
