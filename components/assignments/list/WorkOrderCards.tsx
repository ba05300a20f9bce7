'use client';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';
import { formatDate, formatTime } from '@/lib/formatters';
import { describePay, describePlace } from '@/lib/payText';
import ListCard, { ListCards } from '@/components/ui/ListCard';
import StatusChip from '@/components/ui/StatusChip';
import type { AssignmentSummary } from '@/contracts/assignment';
import type { TableSelection } from '@/components/assignments/bulk/SelectionCheckboxes';

type WorkOrderCardsProps = {
  rows: AssignmentSummary[] | null;
  skeletonRows: number;
  onOpen: (id: number) => void;
  onDuplicate: (id: number) => void;
  /** While choosing orders for a bulk action: each card has a box, and a tap chooses the card instead of opening it. */
  selection?: TableSelection;
};

/** Work orders as cards on phones, where the table's columns do not fit; `rows` null shows skeletons. */
function WorkOrderCards({ rows, skeletonRows, onOpen, onDuplicate, selection }: WorkOrderCardsProps) {
  if (rows === null) {
    return (
      <Box aria-busy="true" aria-label="Loading work orders" sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={132} />
        ))}
      </Box>
    );
  }
  return (
    <ListCards label="Work orders">
      {rows.map((row) => (
        <ListCard
          key={row.id}
          title={row.title}
          subtitle={[`#${row.id}`, row.customer_name && `by ${row.customer_name}`, row.assigned_engineer_name].filter(Boolean).join(' · ')}
          badge={<StatusChip side="company" status={row.status} />}
          facts={[
            { label: 'Starts', value: `${formatDate(row.start_at, row.timezone)} ${formatTime(row.start_at, row.timezone)}`.trim() },
            { label: 'Location', value: describePlace(row) },
            { label: 'Pay', value: describePay(row) },
            { label: 'Applicants', value: row.applicant_count },
          ]}
          onOpen={() => (selection ? selection.toggle(row.id) : onOpen(row.id))}
          isSelected={selection?.isSelected(row.id)}
          actions={
            selection ? (
              <FormControlLabel
                sx={{ mr: 'auto', ml: 0 }}
                control={<Checkbox checked={selection.isSelected(row.id)} onChange={() => selection.toggle(row.id)} slotProps={{ input: { 'aria-label': `Select work order #${row.id} ${row.title}` } }} />}
                label="Select"
              />
            ) : (
              <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => onDuplicate(row.id)} aria-label={`Duplicate ${row.title}`}>
                Duplicate
              </Button>
            )
          }
        />
      ))}
    </ListCards>
  );
}

// Memoized: cards re-render when they change, not on every state change of the page around them.
export default memo(WorkOrderCards);
