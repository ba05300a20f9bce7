'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TextLink from '@/components/ui/TextLink';
import CounterOfferNote from '@/components/assignments/details/CounterOfferNote';
import DeliverablesCard from '@/components/assignments/details/DeliverablesCard';
import DocumentsCard from '@/components/assignments/details/DocumentsCard';
import LocationCard from '@/components/assignments/details/LocationCard';
import MessagesCard from '@/components/assignments/details/MessagesCard';
import OrderActions from '@/components/assignments/details/OrderActions';
import OrderTimeline from '@/components/assignments/details/OrderTimeline';
import OrderReuseActions from '@/components/templates/OrderReuseActions';
import OverviewCard from '@/components/assignments/details/OverviewCard';
import ScheduleAndPayCard from '@/components/assignments/details/ScheduleAndPayCard';
import TalentCard from '@/components/assignments/details/TalentCard';
import WorkProgressCard from '@/components/assignments/details/WorkProgressCard';
import RoutingNote from '@/components/talent-pools/RoutingNote';
import ExpensesCard from '@/components/expenses/ExpensesCard';
import RateOrderCard from '@/components/ratings/RateOrderCard';
import { formatDate } from '@/lib/formatters';
import { useWorkOrder } from '@/components/assignments/useWorkOrder';
import { DetailsNotFound, DetailsSkeleton } from '@/components/ui/DetailsStates';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import StatusChip from '@/components/ui/StatusChip';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import { canDecideExpense } from '@/contracts/expenses';

const DETAILS_OPTIONS = { includeCounterOfferData: true, isLive: true };
/** A column of cards no wider than its share of the page, whatever a card holds (a wide table scrolls inside its card). */
const CARD_COLUMN = 'minmax(0, 1fr)';

/** Everything about one work order: its progress, applicants, timeline, messages, and the actions its status allows. */
export default function AssignmentDetailsPage({ role, id }: { role: WorkOrderRole; id: number }) {
  const routes = WORK_ORDER_ROUTES[role];
  const order = useWorkOrder(id, DETAILS_OPTIONS);

  if (order.isNotFound) return <DetailsNotFound backHref={routes.workOrders} backLabel="Back to Work Orders" />;
  if (order.error) return <LoadFailure message={order.error} onRetry={order.retry} />;
  if (!order.details) return <DetailsSkeleton />;

  const details = order.details;
  const engineer = details.assigned_engineer;
  const zone = details.scheduling.timezone;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <TextLink href={routes.workOrders} variant="body2">
        ← Work Orders
      </TextLink>
      <PageHeader
        title={details.basic_info.title}
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <StatusChip side="company" status={details.status} />
            <Typography component="span" color="text.secondary">
              #{details.id} · posted {formatDate(details.created_at)}
              {details.cancelled_at ? ` · cancelled ${formatDate(details.cancelled_at)}` : ''}
            </Typography>
          </Box>
        }
        actions={
          <>
            <OrderActions order={details} role={role} />
            <OrderReuseActions order={details} role={role} />
          </>
        }
      />
      {details.routing && (
        <Box sx={{ mb: 3 }}>
          <RoutingNote assignmentId={details.id} routing={details.routing} />
        </Box>
      )}
      {details.counter_offer && (
        <Box sx={{ mb: 3 }}>
          <CounterOfferNote offer={details.counter_offer} timezone={zone} blendedFirstHours={details.pricing.blended_first_hours} title="Accepted counter offer" headingLevel="h2" />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: CARD_COLUMN }}>
          <OverviewCard order={details} />
          <RateOrderCard viewer="company" assignmentId={details.id} title={details.basic_info.title} status={details.status} />
          {(engineer || details.progress.checked_in_at) && <WorkProgressCard order={details} />}
          {/* Expenses: while they can be decided, and afterwards when there were any. */}
          {(canDecideExpense(details.status) || details.progress.expenses.count > 0) && <ExpensesCard assignmentId={details.id} side="company" status={details.status} />}
          {engineer && <MessagesCard order={details} engineer={engineer} />}
          <TalentCard order={details} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: CARD_COLUMN }}>
          <ScheduleAndPayCard order={details} />
          <LocationCard order={details} />
          <DeliverablesCard order={details} />
          <DocumentsCard documents={details.documents} />
          <OrderTimeline assignmentId={details.id} timezone={zone} />
        </Box>
      </Box>
    </Box>
  );
}
