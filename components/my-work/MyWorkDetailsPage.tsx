'use client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ENGINEER_ROUTES } from '@/constants';
import ExpensesCard from '@/components/expenses/ExpensesCard';
import RateOrderCard from '@/components/ratings/RateOrderCard';
import MessageThread from '@/components/messages/MessageThread';
import FormSection from '@/components/ui/FormSection';
import OfflineQueueBanner from '@/components/offline/OfflineQueueBanner';
import EngineerOrderHeader from '@/components/find-work/EngineerOrderHeader';
import EngineerOrderStates from '@/components/find-work/EngineerOrderStates';
import { toIdArg } from '@/lib/idArg';
import OrderOverview from '@/components/find-work/OrderOverview';
import { canAddExpense } from '@/contracts/expenses';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import { useGetMyWorkDetailsQuery } from '@/store/api/engineerWorkApi';
import ApplicationCard from './ApplicationCard';
import DeliverablesUploadCard from './DeliverablesUploadCard';
import SignOffCard from '@/components/sign-off/SignOffCard';
import { SIGN_OFF_ACTIONS } from '@/constants/photos';
import MyOrderActions from './MyOrderActions';
import MyOrderTimeline from './MyOrderTimeline';
import WorkProgressCard from './WorkProgressCard';
import { getEngineerOrderActions, getEngineerWorkSteps } from './engineerOrderActions';
import { DETAILS_POLL_MS, LIVE_QUERY_OPTIONS } from '@/store/api/liveQueryOptions';

const MY_WORK = { href: ENGINEER_ROUTES.myWork, label: 'Back to My Work' };

/** One of the engineer's orders: where it stands for them, their application, the work, and what they may do now. */
export default function MyWorkDetailsPage({ id }: { id: number }) {
  const order = useGetMyWorkDetailsQuery(toIdArg(id), LIVE_QUERY_OPTIONS);
  // EngineerOrderStates renders only once the order is here; the page reads the full answer (with progress) from the query.
  return <EngineerOrderStates order={order} back={MY_WORK} list={MY_WORK} render={() => order.currentData && <MyOrder details={order.currentData} />} />;
}

function MyOrder({ details }: { details: EngineerWorkOrderDetails }) {
  const steps = getEngineerWorkSteps(details);
  const actions = [...steps, ...getEngineerOrderActions(details)];
  // Answers from before the lifecycle (and fixtures) may lack progress.
  const progress = details.progress ?? null;
  const hasExpenses = progress !== null && (canAddExpense(details.status) || progress.expenses.count > 0);
  // The API lets the assignee and any applicant who has not withdrawn talk to the company side.
  const canMessage = details.is_assigned_to_me || (details.my_application !== null && details.my_application.status !== 'withdrawn');
  const hasDeliverables = progress !== null && (steps.includes('addDeliverables') || details.deliverables.some((item) => item.file));
  // The customer signs when the engineer checks out or hands in.
  const canSignOff = SIGN_OFF_ACTIONS.some((action) => steps.includes(action));
  const hasSignOff = canSignOff || details.deliverables.some((item) => item.sign_off);

  return (
    <>
      <EngineerOrderHeader details={details} actions={actions.length > 0 ? <MyOrderActions details={details} actions={actions} /> : undefined} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <OfflineQueueBanner />
        {progress?.correction_note && (
          <Alert severity="warning">
            <AlertTitle>{details.company.name} sent the work back for correction</AlertTitle>
            {progress.correction_note}
          </Alert>
        )}
        {progress && <WorkProgressCard details={details} progress={progress} />}
        <RateOrderCard viewer="engineer" assignmentId={details.id} title={details.basic_info.title} status={details.status} />
        {progress && hasSignOff && <SignOffCard details={details} canSignOff={canSignOff} />}
        {hasDeliverables && <DeliverablesUploadCard details={details} canUpload={steps.includes('addDeliverables')} />}
        {hasExpenses && <ExpensesCard assignmentId={details.id} side="engineer" status={details.status} />}
        {canMessage && (
          <FormSection title="Messages" description={`Between you and ${details.company.name} about this work order.`}>
            <MessageThread assignmentId={details.id} viewerSide="engineer" otherName={details.company.name} timezone={details.scheduling.timezone} />
          </FormSection>
        )}
        {progress && <MyOrderTimeline assignmentId={details.id} timezone={details.scheduling.timezone} pollingInterval={DETAILS_POLL_MS} />}
        {details.my_application && <ApplicationCard application={details.my_application} details={details} />}
        <OrderOverview details={details} />
      </Box>
    </>
  );
}
