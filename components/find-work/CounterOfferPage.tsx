'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ENGINEER_ROUTES } from '@/constants';
import { describePay } from '@/lib/payText';
import LinkButton from '@/components/ui/LinkButton';
import InfoCard from '@/components/ui/InfoCard';
import PageHeader from '@/components/ui/PageHeader';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { useGetFindWorkDetailsQuery } from '@/store/api/engineerWorkApi';
import { useGetCustomerPaymentTypesQuery } from '@/store/api/listsApi';
import CounterOfferForm from './CounterOfferForm';
import EngineerOrderStates from './EngineerOrderStates';
import { toIdArg } from '@/lib/idArg';
import { describeSchedule } from '@/lib/workOrderText';
import { isOpenForApplications } from '@/lib/openForApplications';

/** Counter offer: propose other pay and/or another schedule for an open order, with a reason. */
export default function CounterOfferPage({ id }: { id: number }) {
  const order = useGetFindWorkDetailsQuery(toIdArg(id));
  return (
    <EngineerOrderStates
      order={order}
      back={{ href: ENGINEER_ROUTES.findWorkDetails(id), label: 'Back to the work order' }}
      list={{ href: ENGINEER_ROUTES.findWork, label: 'Back to Find Work' }}
      render={(details) => <CounterOffer details={details} />}
    />
  );
}

function CounterOffer({ details }: { details: EngineerAssignmentDetails }) {
  const { data: paymentTypes = [] } = useGetCustomerPaymentTypesQuery();
  // A counter offer is an application with other terms: open only while applying is.
  const isOpen = details.my_application === null && isOpenForApplications(details);
  return (
    <>
      <PageHeader title="Counter offer" subtitle={`${details.basic_info.title} · ${details.company.name}`} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        {isOpen ? (
          <CounterOfferForm details={details} paymentTypes={paymentTypes} />
        ) : (
          <Alert
            severity="info"
            action={
              <LinkButton href={ENGINEER_ROUTES.myWorkDetails(details.id)} color="inherit" size="small">
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
