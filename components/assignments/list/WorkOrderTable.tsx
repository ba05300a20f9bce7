'use client';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';
import { formatDate, formatTime } from '@/lib/formatters';
import { describePay, describePlace } from '@/lib/payText';
import SkeletonRows from '@/components/ui/SkeletonRows';
import StatusChip from '@/components/ui/StatusChip';
import type { AssignmentSummary } from '@/contracts/assignment';
import { SelectPageCell, SelectRowCell, type TableSelection } from '@/components/assignments/bulk/SelectionCheckboxes';
import type { SortField, SortOrder } from './useWorkOrderQuery';

type Column = { label: string; sortBy?: SortField; align?: 'right' };

const COLUMNS: Column[] = [
  { label: 'Work order', sortBy: 'title' },
  { label: 'Status', sortBy: 'status' },
  { label: 'Starts', sortBy: 'start_at' },
  { label: 'Location' },
  { label: 'Pay' },
  { label: 'Applicants', align: 'right' },
  { label: 'Posted', sortBy: 'created_at' },
  { label: 'Actions', align: 'right' },
];

const ellipsis = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// The rows' looks as one rule for the table: a styled component (Typography, sx) per cell of
// every row is most of what a page of rows costs to render.
const tableSx = {
  minWidth: 880,
  '& .work-order-row': { cursor: 'pointer' },
  '& .title-cell': { maxWidth: 320 },
  '& .title': { ...ellipsis, fontWeight: 600 },
  '& .note': { ...ellipsis, typography: 'caption', color: 'text.secondary' },
  '& .nowrap': { whiteSpace: 'nowrap' },
  '& .place-cell': { minWidth: 120 },
  '& .pay-cell': { minWidth: 150 },
} as const;

type WorkOrderTableProps = {
  rows: AssignmentSummary[] | null;
  sortBy: SortField;
  order: SortOrder;
  skeletonRows: number;
  onSort: (sortBy: SortField, order: SortOrder) => void;
  onOpen: (id: number) => void;
  /** Opens the add form filled with the order's draft. */
  onDuplicate: (id: number) => void;
  /** Check boxes to choose rows for a bulk action; left out, the table has none. */
  selection?: TableSelection;
};

/** Work orders, one a row; a click (or Enter) opens the order. `rows` null shows a skeleton. */
function WorkOrderTable({ rows, sortBy, order, skeletonRows, onSort, onOpen, onDuplicate, selection }: WorkOrderTableProps) {
  return (
    <Table size="small" aria-label="Work orders" aria-busy={rows === null} sx={tableSx}>
      <TableHead>
        <TableRow>
          {selection && <SelectPageCell selection={selection} />}
          {COLUMNS.map((column) => (
            <TableCell key={column.label} align={column.align} sortDirection={column.sortBy === sortBy ? order : false} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {column.sortBy ? (
                <TableSortLabel
                  active={column.sortBy === sortBy}
                  direction={column.sortBy === sortBy ? order : 'asc'}
                  onClick={() => onSort(column.sortBy as SortField, column.sortBy === sortBy && order === 'asc' ? 'desc' : 'asc')}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === null
          ? <SkeletonRows rows={skeletonRows} columns={COLUMNS.length + (selection ? 1 : 0)} />
          : rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                className="work-order-row"
                onClick={() => onOpen(row.id)}
                onKeyDown={(event) => event.key === 'Enter' && onOpen(row.id)}
                selected={selection?.isSelected(row.id)}
              >
                {selection && <SelectRowCell selection={selection} id={row.id} title={row.title} />}
                <TableCell className="title-cell">
                  <span className="title" title={row.title}>
                    {row.title}
                  </span>
                  <span className="note">
                    #{row.id}
                    {row.category_name ? ` · ${row.category_name}` : ''}
                    {row.customer_name ? ` · by ${row.customer_name}` : ''}
                    {row.assigned_engineer_name ? ` · ${row.assigned_engineer_name}` : ''}
                  </span>
                </TableCell>
                <TableCell>
                  <StatusChip side="company" status={row.status} />
                </TableCell>
                <TableCell className="nowrap">
                  {formatDate(row.start_at, row.timezone)}
                  <span className="note">{formatTime(row.start_at, row.timezone)}</span>
                </TableCell>
                <TableCell className="place-cell">{describePlace(row)}</TableCell>
                <TableCell className="pay-cell">{describePay(row)}</TableCell>
                <TableCell align="right">{row.applicant_count}</TableCell>
                <TableCell className="nowrap">{formatDate(row.created_at)}</TableCell>
                <TableCell align="right">
                  {/* Its own action: neither the click nor Enter on it opens the row. */}
                  <Tooltip title="Duplicate">
                    <IconButton
                      size="small"
                      aria-label={`Duplicate ${row.title}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onDuplicate(row.id);
                      }}
                      onKeyDown={(event) => event.stopPropagation()}
                    >
                      <ContentCopyOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

// Memoized: rows re-render when they change, not on every state change of the page around them.
export default memo(WorkOrderTable);
