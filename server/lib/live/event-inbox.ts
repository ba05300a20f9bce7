import type { PortalEvent } from './portal-event';

/** What piled up for one stream since it last looked; `recheck` when its token may have been revoked. */
export type InboxBatch = { events: PortalEvent[]; resync: boolean; heartbeat: boolean; recheck: boolean };

const emptyBatch = (): InboxBatch => ({ events: [], resync: false, heartbeat: false, recheck: false });

/**
 * The mailbox between the hub (which calls synchronously) and one stream's writing loop (which
 * awaits its writes): events queue up in order while a write is under way, and `take` waits
 * until there is something to do.
 */
export function createEventInbox() {
  let batch = emptyBatch();
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const isEmpty = () => batch.events.length === 0 && !batch.resync && !batch.heartbeat && !batch.recheck;

  return {
    push: (event: PortalEvent) => {
      batch.events.push(event);
      notify();
    },
    resync: () => {
      batch.resync = true;
      notify();
    },
    heartbeat: () => {
      batch.heartbeat = true;
      notify();
    },
    recheck: () => {
      batch.recheck = true;
      notify();
    },
    /** Lets a waiting `take` return (empty) so the loop can see it should stop. */
    interrupt: notify,
    take: async (): Promise<InboxBatch> => {
      if (isEmpty()) await new Promise<void>((resolve) => (wake = resolve));
      const taken = batch;
      batch = emptyBatch();
      return taken;
    },
  };
}
