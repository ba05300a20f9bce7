import { describeSchedule } from '@/lib/workOrderText';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { listMissingDeliverables, type EngineerOrderAction, type EngineerWorkStep } from './engineerOrderActions';

/** Every action the My Work details page offers: steps forward and giving the order back. */
export type MyOrderAction = EngineerWorkStep | EngineerOrderAction;

type ActionText = {
  label: string;
  title: string;
  describe: (details: EngineerAssignmentDetails) => string;
  /** Giving the order back is shown in red. */
  isDestructive?: boolean;
};

const POSITION_NOTE = 'The time is recorded now, with your position if your browser shares it.';

/** What each action's button and confirmation say. */
export const ACTION_TEXT: Record<MyOrderAction, ActionText> = {
  confirmSchedule: {
    label: 'Confirm schedule',
    title: 'Confirm the schedule?',
    describe: ({ company, basic_info, scheduling }) =>
      `You confirm you will do “${basic_info.title}” on ${describeSchedule(scheduling.start_at, scheduling.end_at, scheduling.timezone)}. ${company.name} confirms it next.`,
  },
  checkIn: {
    label: 'Check in',
    title: 'Check in now?',
    describe: ({ company }) => `${POSITION_NOTE} ${company.name} is told you have arrived.`,
  },
  checkOut: {
    label: 'Check out',
    title: 'Check out now?',
    describe: () => `${POSITION_NOTE} Your hours run from check-in until now; then you hand in the deliverables.`,
  },
  addDeliverables: {
    label: 'Hand in deliverables',
    title: 'Hand in the deliverables?',
    describe: (details) => {
      const missing = listMissingDeliverables(details);
      if (missing.length) return `Still missing: ${missing.join(', ')}. The work order moves on only once every required deliverable is uploaded.`;
      return `${details.company.name} can review the files. You cannot change them afterwards unless the order is sent back for correction.`;
    },
  },
  complete: {
    label: 'Complete work order',
    title: 'Complete this work order?',
    describe: ({ company }) => `${company.name} is asked to approve the work. Without a decision, it is approved automatically after the approval period.`,
  },
  withdraw: {
    label: 'Withdraw application',
    title: 'Withdraw your application?',
    describe: (details) =>
      `${details.company.name} will no longer see you as an applicant for “${details.basic_info.title}”.${details.my_application?.has_counter_offer ? ' Your counter offer is withdrawn with it.' : ''}`,
    isDestructive: true,
  },
  leave: {
    label: 'Leave work order',
    title: 'Leave this work order?',
    describe: (details) => `${details.company.name} is told you left “${details.basic_info.title}”, and it opens for other engineers again.`,
    isDestructive: true,
  },
};
