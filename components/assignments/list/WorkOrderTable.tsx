'use client';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import SkeletonRows from '@/components/ui/SkeletonRows';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@/components/assignments/formatters';
import { describePay, describePlace } from '@/components/assignments/payText';
import StatusChip from '@/components/ui/StatusChip';
import type { AssignmentSummary } from '@/contracts/assignment';
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
];

type WorkOrderTableProps = {
  rows: AssignmentSummary[] | null;
  sortBy: SortField;
  order: SortOrder;
  skeletonRows: number;
  onSort: (sortBy: SortField, order: SortOrder) => void;
  onOpen: (id: number) => void;
};

/** Work orders, one a row; a click (or Enter) opens the order. `rows` null shows a skeleton. */
export default function WorkOrderTable({ rows, sortBy, order, skeletonRows, onSort, onOpen }: WorkOrderTableProps) {
  return (
    <Table size="small" aria-label="Work orders" aria-busy={rows === null} sx={{ minWidth: 880 }}>
      <TableHead>
        <TableRow>
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
          ? <SkeletonRows rows={skeletonRows} columns={COLUMNS.length} />
          : rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                onClick={() => onOpen(row.id)}
                onKeyDown={(event) => event.key === 'Enter' && onOpen(row.id)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.title}>
                    {row.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    #{row.id}
                    {row.category_name ? ` · ${row.category_name}` : ''}
                    {row.customer_name ? ` · by ${row.customer_name}` : ''}
                    {row.assigned_engineer_name ? ` · ${row.assigned_engineer_name}` : ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StatusChip side="company" status={row.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.start_at, row.timezone)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatTime(row.start_at, row.timezone)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>{describePlace(row)}</TableCell>
                <TableCell sx={{ minWidth: 150 }}>{describePay(row)}</TableCell>
                <TableCell align="right">{row.applicant_count}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
