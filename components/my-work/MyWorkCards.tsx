'use client';
import { useRouter } from 'next/navigation';
import { describePay, describePlace } from '@/lib/payText';
import { describeSchedule } from '@/lib/workOrderText';
import ListCard, { ListCards } from '@/components/ui/ListCard';
import StatusChip from '@/components/ui/StatusChip';
import { ENGINEER_ROUTES } from '@/constants';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import { hasPendingCounterOffer } from '@/lib/pendingCounterOffer';

/** The engineer's orders as cards on phones; a card opens its details. */
export default function MyWorkCards({ orders }: { orders: EngineerAssignmentRow[] }) {
  const router = useRouter();
  return (
    <ListCards label="My work orders">
      {orders.map((order) => (
        <ListCard
          key={order.id}
          title={order.title}
          subtitle={`${order.company_name}${hasPendingCounterOffer(order) ? ' · counter offer sent' : ''}`}
          badge={<StatusChip side="engineer" status={order.engineer_status} />}
          facts={[
            { label: 'Where', value: describePlace(order) },
            { label: 'When', value: describeSchedule(order.start_at, order.end_at, order.timezone) },
            { label: 'Pay', value: describePay(order) },
          ]}
          onOpen={() => router.push(ENGINEER_ROUTES.myWorkDetails(order.id))}
        />
      ))}
    </ListCards>
  );
}
