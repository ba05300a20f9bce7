import type { LifecycleAction } from '@/constants';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import type { CompanyTransition } from '@/store/api/companyLifecycleApi';

type TransitionText = { label: string; title: string; describe: (order: CompanyWorkOrderDetails) => string };

const engineerOf = (order: CompanyWorkOrderDetails) => order.assigned_engineer?.name ?? 'The engineer';

/** What each plain transition's button and confirmation say. */
export const TRANSITION_TEXT: Record<CompanyTransition, TransitionText> = {
  confirmAssignment: {
    label: 'Confirm assignment',
    title: 'Confirm the assignment?',
    describe: (order) => `${engineerOf(order)} confirmed the schedule. Once you confirm, the work is on and they can check in.`,
  },
  confirmCheckIn: {
    label: 'Confirm check-in',
    title: 'Confirm the check-in?',
    describe: (order) => `You confirm that ${engineerOf(order)} is on the job.`,
  },
  confirmCheckOut: {
    label: 'Confirm check-out',
    title: 'Confirm the check-out?',
    describe: (order) => `You confirm the time ${engineerOf(order)} left; it counts towards the hours paid.`,
  },
  complete: {
    label: 'Complete',
    title: 'Complete this work order?',
    describe: (order) => `You complete it on behalf of ${engineerOf(order)}. It then waits for approval, and approves automatically if nobody decides in time.`,
  },
  approve: {
    label: 'Approve',
    title: 'Approve the work?',
    describe: (order) =>
      `The work order moves to Pending Payment${order.pricing.payment_day_name ? `; payment is due within ${order.pricing.payment_day_name}` : ''}. It can no longer be sent for correction.`,
  },
};

export const isCompanyTransition = (action: LifecycleAction): action is CompanyTransition => action in TRANSITION_TEXT;
