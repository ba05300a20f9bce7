'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotFound from '@/components/not-found/NotFound';
import TextLink from '@/components/navigation/TextLink';
import CounterOfferNote from '@/components/assignments/details/CounterOfferNote';
import DeliverablesCard from '@/components/assignments/details/DeliverablesCard';
import DocumentsCard from '@/components/assignments/details/DocumentsCard';
import LocationCard from '@/components/assignments/details/LocationCard';
import OrderActions from '@/components/assignments/details/OrderActions';
import OverviewCard from '@/components/assignments/details/OverviewCard';
import ScheduleAndPayCard from '@/components/assignments/details/ScheduleAndPayCard';
import TalentCard from '@/components/assignments/details/TalentCard';
import { formatDate } from '@/components/assignments/formatters';
import StatusChip from '@/components/ui/StatusChip';
import { useAssignmentDetails } from '@/components/assignments/useAssignmentDetails';
import { getWorkOrderPaths, type WorkOrderRole } from '@/components/assignments/workOrderPaths';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';

/** Everything about one work order, its applicants, and the actions its status allows. */
export default function AssignmentDetailsPage({ role, id }: { role: WorkOrderRole; id: number }) {
  const paths = getWorkOrderPaths(role);
  const order = useAssignmentDetails(id, { includeCounterOfferData: true });

  if (order.status === 'not-found') return <NotFound />;
  if (order.status === 'failed') return <LoadFailure message={order.message} onRetry={order.reload} />;
  if (order.status === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Loading the work order">
        <Skeleton width="50%" height={48} />
        <Skeleton width={200} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Box>
    );
  }

  const details = order.details;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <TextLink href={paths.list} variant="body2">
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
        actions={<OrderActions order={details} paths={paths} onChanged={order.reload} />}
      />
      {details.counter_offer && (
        <Box sx={{ mb: 3 }}>
          <CounterOfferNote offer={details.counter_offer} timezone={details.scheduling.timezone} title="Accepted counter offer" />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <OverviewCard order={details} />
          <TalentCard order={details} onChanged={order.reload} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ScheduleAndPayCard order={details} />
          <LocationCard order={details} />
          <DeliverablesCard order={details} />
          <DocumentsCard documents={details.documents} />
        </Box>
      </Box>
    </Box>
  );
}
