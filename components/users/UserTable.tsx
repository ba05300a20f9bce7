'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import SkeletonRows from '@/components/ui/SkeletonRows';
import TableHeaderRow from '@/components/ui/TableHeaderRow';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@/lib/formatters';
import type { Customer } from '@/contracts/company';

const HEADERS = ['Name', 'Email', 'Phone', 'Status', 'Added', 'Actions'];

type UserTableProps = {
  rows: Customer[] | null;
  skeletonRows: number;
  onEdit: (customer: Customer) => void;
  onToggleBlock: (customer: Customer) => void;
};

/** The users the signed-in company or customer manages; `rows` null shows a skeleton. */
export default function UserTable({ rows, skeletonRows, onEdit, onToggleBlock }: UserTableProps) {
  return (
    <Table size="small" aria-label="Users" aria-busy={rows === null} sx={{ minWidth: 760 }}>
      <TableHeaderRow headers={HEADERS} />
      <TableBody>
        {rows === null
          ? <SkeletonRows rows={skeletonRows} columns={HEADERS.length} />
          : rows.map((customer) => (
              <TableRow key={customer.customer_id} aria-label={customer.name}>
                <TableCell sx={{ fontWeight: 600 }}>{customer.name}</TableCell>
                <TableCell>{customer.email}</TableCell>
                <TableCell>{customer.phone || '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={customer.blocked ? 'Blocked' : 'Active'} color={customer.blocked ? 'error' : 'success'} variant={customer.blocked ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell>{formatDate(customer.created_at)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onEdit(customer)}>
                    Edit
                  </Button>
                  <Button size="small" color={customer.blocked ? 'primary' : 'error'} onClick={() => onToggleBlock(customer)}>
                    {customer.blocked ? 'Unblock' : 'Block'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
