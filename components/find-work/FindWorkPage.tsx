'use client';
import Alert from '@mui/material/Alert';
import { Suspense, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import PageHeader from '@/components/ui/PageHeader';
import { coordinatesOf } from '@/lib/map/directions';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import { useGetEngineerProfileQuery } from '@/store/api/engineerProfileApi';
import { toFindWorkQuery, useFindWorkQuery, type FindWorkParams } from '@/store/api/engineerWorkApi';
import { useGetCustomerPaymentTypesQuery, useGetSkillsQuery } from '@/store/api/listsApi';
import FindWorkFilters from './FindWorkFilters';
import FindWorkMap from './FindWorkMap';
import FindWorkResults from './FindWorkResults';
import HomeLocationNotice from './HomeLocationNotice';
import ListAndMap from './ListAndMap';
import SavedSearches from './SavedSearches';
import { initialFindWorkFilters, useFindWorkAddress } from './useFindWorkAddress';

export const FIND_WORK_PER_PAGE = 12;

/**
 * Find Work: open work orders as cards, nearest first, narrowed by keywords, distance, skills, pay
 * and dates, beside a map of them; searches saved with alerts.
 */
function FindWork() {
  const [{ page, ...filters }, setAddress] = useFindWorkAddress();
  // The filter boxes keep what is typed; a saved search applied (or the filters cleared) starts them afresh.
  const [filtersVersion, setFiltersVersion] = useState(0);
  // Saving the city or distance in My Profile updates this cache entry.
  const profile = useGetEngineerProfileQuery();
  const { data: skills = [] } = useGetSkillsQuery();
  const { data: paymentTypes = [] } = useGetCustomerPaymentTypesQuery();

  const params: FindWorkParams = { page, per_page: FIND_WORK_PER_PAGE, ...filters };
  // The API's own query rules, so a wrong date range is pointed out before any request.
  const checked = findWorkQuerySchema.safeParse(toFindWorkQuery(params));
  const dateError = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === 'start_to')?.message;

  const me = profile.data ?? null;
  const hasHome = me ? me.latitude !== null && me.longitude !== null : true;
  const hasTravelDistance = me ? me.travel_distance !== null : true;
  const home = me ? coordinatesOf(me) : null;
  // The distance filter needs a home and a travel distance (the API refuses it without them);
  // until the profile is known it waits.
  const isProfileLoading = profile.isLoading;
  const isBlocked = filters.within_distance && (isProfileLoading || !hasHome || !hasTravelDistance);
  // Open orders come and go as other engineers are assigned, so each search asks again (a
  // search seen before shows at once meanwhile).
  const list = useFindWorkQuery(checked.success && !isBlocked ? params : skipToken, { refetchOnMountOrArgChange: true });

  return (
    <>
      <PageHeader title="Find Work" subtitle="Open work orders you can apply for, nearest first." />
      <SavedSearches
        filters={filters}
        onApply={(saved) => {
          setAddress({ ...saved, page: 1 });
          setFiltersVersion((version) => version + 1);
        }}
      />
      <FindWorkFilters
        key={filtersVersion}
        filters={filters}
        skills={skills}
        paymentTypes={paymentTypes}
        travelDistance={me?.travel_distance ?? null}
        dateError={dateError}
        onChange={setAddress}
        onClear={() => setAddress(initialFindWorkFilters)}
      />
      {filters.within_distance && <HomeLocationNotice hasHome={hasHome} hasTravelDistance={hasTravelDistance} />}
      {isBlocked && !isProfileLoading ? null : checked.success ? (
        <ListAndMap
          list={<FindWorkResults list={list} page={page} perPage={FIND_WORK_PER_PAGE} onPage={(next) => setAddress({ page: next })} />}
          renderMap={(height) => <FindWorkMap orders={list.currentData?.data} home={home} travelMiles={me?.travel_distance ?? null} height={height} />}
        />
      ) : (
        <Alert severity="info">{dateError ?? 'Check the filters to see work orders.'}</Alert>
      )}
    </>
  );
}

// useSearchParams (the filters and page live in the address) needs a Suspense boundary above it.
export default function FindWorkPage() {
  return (
    <Suspense>
      <FindWork />
    </Suspense>
  );
}
