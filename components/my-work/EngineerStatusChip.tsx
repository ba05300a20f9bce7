import Chip, { type ChipProps } from '@mui/material/Chip';
import { ASSIGNMENT_STATUS, getStatusLabel } from '@/constants';

const STATUS_COLORS: Partial<Record<number, ChipProps['color']>> = {
  [ASSIGNMENT_STATUS.UNASSIGNED]: 'secondary',
  [ASSIGNMENT_STATUS.ASSIGNED]: 'info',
  [ASSIGNMENT_STATUS.PENDING_CONFIRMATION]: 'info',
  [ASSIGNMENT_STATUS.SCHEDULE_CONFIRMED]: 'info',
  [ASSIGNMENT_STATUS.CHECKED_IN]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_DELIVERABLES]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_COMPLETION]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_APPROVAL]: 'info',
  [ASSIGNMENT_STATUS.PENDING_PAYMENT]: 'info',
  [ASSIGNMENT_STATUS.PAID]: 'success',
  [ASSIGNMENT_STATUS.DECLINE]: 'default',
  [ASSIGNMENT_STATUS.CANCELLED]: 'error',
};

/** A work order's status as the engineer reads it (0 is Applied, 9 Decline). */
export default function EngineerStatusChip({ status, size = 'small' }: { status: number | null | undefined; size?: ChipProps['size'] }) {
  return <Chip label={getStatusLabel(status, 'engineer')} color={STATUS_COLORS[status ?? 0] ?? 'default'} size={size} />;
}
