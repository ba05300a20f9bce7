'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ASSIGNMENT_STATUS } from '@/constants';
import { describePay } from '@/components/assignments/payText';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { useListOptions } from '@/components/assignments/location/useListOptions';
import LinkButton from '@/components/navigation/LinkButton';
import { getFindWorkDetails } from '@/services/engineerAssignments';
import { getCustomerPaymentTypes } from '@/services/lists';
import CounterOfferForm from './CounterOfferForm';
import { DetailsNotFound, DetailsSkeleton } from '@/components/ui/DetailsStates';
import InfoCard from '@/components/ui/InfoCard';
import { ENGINEER_WORK_PATHS } from './engineerWorkPaths';
import { useEngineerAssignment } from './useEngineerAssignment';
import { describeSchedule } from './workOrderText';

/** Counter offer: propose other pay and/or another schedule for an open order, with a reason. */
export default function CounterOfferPage({ id }: { id: number }) {
  const order = useEngineerAssignment(id, getFindWorkDetails);
  const paymentTypes = useListOptions('payment-types', getCustomerPaymentTypes);
  const back = (
    <LinkButton href={ENGINEER_WORK_PATHS.findWorkDetails(id)} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2, ml: -1 }}>
      Back to the work order
    </LinkButton>
  );

  if (order.status === 'loading') {
    return (
      <>
        {back}
        <DetailsSkeleton />
      </>
    );
  }
  if (order.status === 'not-found') return <DetailsNotFound backHref={ENGINEER_WORK_PATHS.findWork} backLabel="Back to Find Work" />;
  if (order.status === 'failed') return <LoadFailure message={order.message} onRetry={() => void order.reload()} />;

  const { details } = order;
  const isOpen = details.my_application === null && details.status === ASSIGNMENT_STATUS.UNASSIGNED;
  return (
    <>
      {back}
      <PageHeader title="Counter offer" subtitle={`${details.basic_info.title} · ${details.company.name}`} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        {isOpen ? (
          <CounterOfferForm details={details} paymentTypes={paymentTypes.items} />
        ) : (
          <Alert
            severity="info"
            action={
              <LinkButton href={ENGINEER_WORK_PATHS.myWorkDetails(details.id)} color="inherit" size="small">
                View in My Work
              </LinkButton>
            }
          >
            You have already applied for this work order, so you cannot send a counter offer.
          </Alert>
        )}
        <InfoCard title="Posted terms">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {describePay(details.pricing)}
          </Typography>
          <Typography variant="body2">{describeSchedule(details.scheduling.start_at, details.scheduling.end_at, details.scheduling.timezone)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Sending a counter offer applies for the order. The company can accept your terms when they assign you.
          </Typography>
        </InfoCard>
      </Box>
    </>
  );
}
