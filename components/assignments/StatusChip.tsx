import Chip, { type ChipProps } from '@mui/material/Chip';
import { ASSIGNMENT_STATUS, getStatusLabel } from '@/constants';

const STATUS_COLORS: Partial<Record<number, ChipProps['color']>> = {
  [ASSIGNMENT_STATUS.ASSIGNED]: 'info',
  [ASSIGNMENT_STATUS.PENDING_CONFIRMATION]: 'info',
  [ASSIGNMENT_STATUS.SCHEDULE_CONFIRMED]: 'info',
  [ASSIGNMENT_STATUS.CHECKED_IN]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_DELIVERABLES]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_COMPLETION]: 'warning',
  [ASSIGNMENT_STATUS.PENDING_APPROVAL]: 'secondary',
  [ASSIGNMENT_STATUS.PENDING_PAYMENT]: 'secondary',
  [ASSIGNMENT_STATUS.PAID]: 'success',
  [ASSIGNMENT_STATUS.CANCELLED]: 'error',
};

/** A work order's status as the company side reads it (0 is Unassigned). */
export default function StatusChip({ status, size = 'small' }: { status: number | null | undefined; size?: ChipProps['size'] }) {
  return <Chip label={getStatusLabel(status, 'company')} color={STATUS_COLORS[status ?? 0] ?? 'default'} size={size} variant="filled" />;
}
