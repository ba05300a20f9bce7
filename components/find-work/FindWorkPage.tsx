'use client';
import Alert from '@mui/material/Alert';
import PageHeader from '@/components/ui/PageHeader';
import { useListOptions } from '@/components/assignments/location/useListOptions';
import { useProfilePart } from '@/components/engineer-profile/useProfilePart';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import { getEngineerProfile } from '@/services/engineerProfile';
import { findWork, toFindWorkQuery, type FindWorkParams } from '@/services/engineerAssignments';
import { getCustomerPaymentTypes, getSkills } from '@/services/lists';
import { clearFindWorkFilters, selectFindWork, setFindWorkFilters, setFindWorkPage } from '@/store/engineerWorkSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import FindWorkFilters from './FindWorkFilters';
import FindWorkResults from './FindWorkResults';
import HomeLocationNotice from './HomeLocationNotice';
import { usePagedList } from './usePagedList';

export const FIND_WORK_PER_PAGE = 12;

/** Find Work: open work orders as cards, nearest first, narrowed by distance, skills, pay and dates. */
export default function FindWorkPage() {
  const dispatch = useAppDispatch();
  const { filters, page } = useAppSelector(selectFindWork);
  const profile = useProfilePart(getEngineerProfile);
  const skills = useListOptions('skills', getSkills);
  const paymentTypes = useListOptions('payment-types', getCustomerPaymentTypes);

  const params: FindWorkParams = { page, per_page: FIND_WORK_PER_PAGE, ...filters };
  // The API's own query rules, so a wrong date range is pointed out before any request.
  const checked = findWorkQuerySchema.safeParse(toFindWorkQuery(params));
  const dateError = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === 'start_to')?.message;

  const me = profile.state.status === 'ready' ? profile.state.data : null;
  const hasHome = me ? me.latitude !== null && me.longitude !== null : true;
  const hasTravelDistance = me ? me.travel_distance !== null : true;
  // The distance filter needs a home and a travel distance (the API refuses it without them);
  // until the profile is known it waits.
  const canMeasure = profile.state.status !== 'loading' && hasHome && hasTravelDistance;
  const isBlocked = filters.within_distance && !canMeasure;
  const list = usePagedList(checked.success && !isBlocked ? params : null, findWork);

  return (
    <>
      <PageHeader title="Find Work" subtitle="Open work orders you can apply for, nearest first." />
      <FindWorkFilters
        filters={filters}
        skills={skills.items}
        paymentTypes={paymentTypes.items}
        travelDistance={me?.travel_distance ?? null}
        dateError={dateError}
        onChange={(patch) => dispatch(setFindWorkFilters(patch))}
        onClear={() => dispatch(clearFindWorkFilters())}
      />
      {filters.within_distance && <HomeLocationNotice hasHome={hasHome} hasTravelDistance={hasTravelDistance} />}
      {isBlocked && profile.state.status !== 'loading' ? null : checked.success ? (
        <FindWorkResults list={list} page={page} perPage={FIND_WORK_PER_PAGE} onPage={(next) => dispatch(setFindWorkPage(next))} onRetry={list.retry} />
      ) : (
        <Alert severity="info">{dateError ?? 'Check the filters to see work orders.'}</Alert>
      )}
    </>
  );
}
