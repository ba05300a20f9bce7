'use client';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/navigation';
import { describePay, describePlace } from '@/lib/payText';
import { ENGINEER_ROUTES } from '@/constants';
import TextLink from '@/components/ui/TextLink';
import { describeSchedule } from '@/lib/workOrderText';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import StatusChip from '@/components/ui/StatusChip';
import { hasPendingCounterOffer } from '@/lib/pendingCounterOffer';

/** The engineer's orders in rows; a row opens its details. */
export default function MyWorkTable({ orders }: { orders: EngineerAssignmentRow[] }) {
  const router = useRouter();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="My work orders" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Work order</TableCell>
            <TableCell>Where</TableCell>
            <TableCell>When</TableCell>
            <TableCell>Pay</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const href = ENGINEER_ROUTES.myWorkDetails(order.id);
            return (
              <TableRow key={order.id} hover onClick={() => router.push(href)} sx={{ cursor: 'pointer' }}>
                <TableCell>
                  <TextLink href={href} underline="hover" sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
                    {order.title}
                  </TextLink>
                  <Typography variant="body2" color="text.secondary">
                    {order.company_name}
                    {hasPendingCounterOffer(order) ? ' · counter offer sent' : ''}
                  </Typography>
                </TableCell>
                <TableCell>{describePlace(order)}</TableCell>
                <TableCell>{describeSchedule(order.start_at, order.end_at, order.timezone)}</TableCell>
                <TableCell>{describePay(order)}</TableCell>
                <TableCell>
                  <StatusChip side="engineer" status={order.engineer_status} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
