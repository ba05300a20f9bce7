import { AppError } from '../errors';
import { getMetrics } from '../metrics/metrics-registry';

export type StreamLimits = { perUser: number; perAddress: number };

/** An open stream's place: `signal` aborts when a newer stream of the same user takes it. */
export type StreamSlot = { signal: AbortSignal; release: () => void };

type Holder = { address: string; evict: AbortController };

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections from this address. Close some tabs and try again.';

/**
 * Counts the live streams open on this server, by user and by client address. A user past the
 * limit loses their oldest stream (a forgotten tab, a crashed browser whose socket lingers); an
 * address past its limit is refused, so no one holds a server's sockets with many accounts.
 */
export function createStreamSlots({ perUser, perAddress }: StreamLimits) {
  /** Each user's holders, oldest first (a Set keeps insertion order). */
  const byUser = new Map<number, Set<Holder>>();
  const byAddress = new Map<string, number>();

  const release = (userId: number, holder: Holder) => {
    const held = byUser.get(userId);
    if (!held?.delete(holder)) return;
    getMetrics().liveStreams.dec();
    if (held.size === 0) byUser.delete(userId);
    const count = (byAddress.get(holder.address) ?? 1) - 1;
    if (count > 0) byAddress.set(holder.address, count);
    else byAddress.delete(holder.address);
  };

  return {
    /** Takes a place for a new stream, or throws 429 when the address holds too many. */
    open({ userId, address }: { userId: number; address: string }): StreamSlot {
      const held = byUser.get(userId) ?? new Set<Holder>();
      const oldest = held.size >= perUser ? held.values().next().value : undefined;
      const freed = oldest?.address === address ? 1 : 0;
      if ((byAddress.get(address) ?? 0) - freed >= perAddress) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE);
      if (oldest) {
        release(userId, oldest);
        oldest.evict.abort();
      }
      const holder: Holder = { address, evict: new AbortController() };
      byUser.set(userId, held.add(holder));
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      getMetrics().liveStreams.inc();
      return { signal: holder.evict.signal, release: () => release(userId, holder) };
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
