import Chip, { type ChipProps } from '@mui/material/Chip';
import { ASSIGNMENT_STATUS, getStatusLabel, type StatusSide } from '@/constants';

/** One colour per status for both sides; only the label of 0 (Unassigned / Applied) differs. */
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

/** 0 reads Applied on the engineer side, where an open application is worth a colour. */
const ENGINEER_COLORS: Partial<Record<number, ChipProps['color']>> = { [ASSIGNMENT_STATUS.UNASSIGNED]: 'secondary' };

type StatusChipProps = { status: number | null | undefined; side: StatusSide; size?: ChipProps['size'] };

/** The chip colour of a status on one side; the theme keeps each 4.5:1 against its text (StatusChip.test). */
export function statusChipColor(status: number | null | undefined, side: StatusSide): NonNullable<ChipProps['color']> {
  const code = status ?? 0;
  return (side === 'engineer' ? ENGINEER_COLORS[code] : undefined) ?? STATUS_COLORS[code] ?? 'default';
}

/** A work order's status as one side reads it. */
export default function StatusChip({ status, side, size = 'small' }: StatusChipProps) {
  return <Chip label={getStatusLabel(status, side)} color={statusChipColor(status, side)} size={size} />;
}
