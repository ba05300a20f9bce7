import { randomUUID } from 'node:crypto';

export type PaymentRequest = {
  assignmentId: number;
  engineerId: number;
  paidBy: number;
  /** In the order's currency, two decimals. */
  amount: number;
};

export type PaymentConfirmation = { gateway: string; reference: string };

/**
 * Where a payment goes. No payment provider is reachable here, so the one implementation only
 * records it; a provider's implementation would charge and answer its own reference, using the
 * order id as the idempotency key (an order is paid once).
 */
export type PaymentGateway = { pay: (request: PaymentRequest) => Promise<PaymentConfirmation> };

export const recordOnlyGateway: PaymentGateway = {
  pay: async () => ({ gateway: 'record', reference: `rec_${randomUUID()}` }),
};
