import { ASSIGNMENT_STATUS as S } from '@/constants';
import { cyan, slate } from '@/theme/palette';

// The charts' colours and month names; chart.js itself is set up in chartJs.ts, loaded later.

/** The bars' colour. */
export const BAR_COLOR = cyan.main;

/** One distinct colour per status for the pie (chips group statuses; a pie must not). */
export const STATUS_CHART_COLORS: Record<number, string> = {
  [S.UNASSIGNED]: slate[400],
  [S.ASSIGNED]: '#38bdf8',
  [S.PENDING_CONFIRMATION]: '#818cf8',
  [S.SCHEDULE_CONFIRMED]: '#2563eb',
  [S.CHECKED_IN]: '#f59e0b',
  [S.PENDING_DELIVERABLES]: '#fb923c',
  [S.PENDING_COMPLETION]: '#eab308',
  [S.PENDING_APPROVAL]: '#a855f7',
  [S.PENDING_PAYMENT]: cyan.dark,
  [S.PAID]: '#16a34a',
  [S.CANCELLED]: '#dc2626',
};

export const statusColor = (status: number) => STATUS_CHART_COLORS[status] ?? slate[500];

const monthName = (index: number, month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1)));

export const MONTH_NAMES = Array.from({ length: 12 }, (_unused, index) => monthName(index, 'long'));
export const MONTH_SHORT_NAMES = Array.from({ length: 12 }, (_unused, index) => monthName(index, 'short'));
