import type { BulkAction } from '@/contracts/bulkWorkOrders';

export const workOrders = (count: number) => `${count} work ${count === 1 ? 'order' : 'orders'}`;

type ActionText = { button: string; title: (count: number) => string; body: string; confirm: string; color: 'error' | 'primary' };

/** The toolbar button, the confirmation's words and its button, per action. */
export const ACTION_TEXT: Record<BulkAction, ActionText> = {
  cancel: {
    button: 'Cancel',
    title: (count) => `Cancel ${workOrders(count)}?`,
    body: 'Orders not yet under way are cancelled, and the engineers who applied or were assigned are told. Orders already under way or finished stay as they are and are listed as refused.',
    confirm: 'Cancel work orders',
    color: 'error',
  },
  route: {
    button: 'Route to pool…',
    title: (count) => `Route ${workOrders(count)} to a talent pool?`,
    body: 'Open, unassigned orders are shown only to the pool’s members, who are told, until the time runs out; then every engineer sees them. Other orders are listed as refused.',
    confirm: 'Route to pool',
    color: 'primary',
  },
  open_to_everyone: {
    button: 'Open to everyone',
    title: (count) => `Open ${workOrders(count)} to everyone?`,
    body: 'Routed orders open to every engineer now. Orders that are not routed are listed as refused.',
    confirm: 'Open to everyone',
    color: 'primary',
  },
};
