'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/navigation';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkButton from '@/components/ui/LinkButton';
import ExportRecordsDialog from '@/components/exports/ExportRecordsDialog';
import ExportWorkOrdersButton from '@/components/exports/ExportWorkOrdersButton';
import ImportWorkOrdersButton from '@/components/assignments/import/ImportWorkOrdersButton';
import BulkActions from '@/components/assignments/bulk/BulkActions';
import { PHONE_BAR_ROOM } from '@/components/assignments/bulk/BulkToolbar';
import PhoneSelectBar from '@/components/assignments/bulk/PhoneSelectBar';
import { useBulkSelection } from '@/components/assignments/bulk/useBulkSelection';
import EmptyWorkOrders from '@/components/assignments/list/EmptyWorkOrders';
import StatusFilterTabs from '@/components/assignments/list/StatusFilterTabs';
import WorkOrderCards from '@/components/assignments/list/WorkOrderCards';
import WorkOrderPager from '@/components/assignments/list/WorkOrderPager';
import WorkOrderTable from '@/components/assignments/list/WorkOrderTable';
import { useIsPhone } from '@/components/ui/useIsPhone';
import { useWorkOrderQuery, type SortField, type SortOrder } from '@/components/assignments/list/useWorkOrderQuery';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import SearchField from '@/components/ui/SearchField';
import { duplicateOrderHref } from '@/components/templates/templateLinks';
import { useDebouncedValue } from '@/components/ui/useDebouncedValue';
import { ASSIGNMENT_STATUS, WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import { readErrorMessage } from '@/store/api/errors';
import { useGetWorkOrdersQuery } from '@/store/api/workOrdersApi';

export const SEARCH_DELAY_MS = 400;

function WorkOrders({ role }: { role: WorkOrderRole }) {
  const router = useRouter();
  const isPhone = useIsPhone();
  const routes = WORK_ORDER_ROUTES[role];
  const [query, setQuery] = useWorkOrderQuery();
  const { search, ...listParams } = query;
  const list = useGetWorkOrdersQuery({ ...listParams, search: search || undefined });
  // Rows are null (a skeleton) while another page loads; the last total keeps the pager steady.
  const rows = list.isError ? [] : (list.currentData?.data ?? null);
  const total = list.isError || !list.data ? { total_count: 0, total_capped: false } : list.data;
  const [searchText, setSearchText] = useState(query.search);
  const [isExportOpen, setExportOpen] = useState(false);
  // Phones choose orders in a mode of their own (a tap then chooses a card instead of opening it).
  const [isSelecting, setSelecting] = useState(false);
  // The export selects what the list does, on every page.
  const exportFilters = useMemo(
    () => ({ status: query.status, search: query.search || undefined, sort_by: query.sort_by, order: query.order }),
    [query.status, query.search, query.sort_by, query.order],
  );
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // Rows are chosen on this page, or all the filters select; another page or filter starts afresh.
  const pageIds = useMemo(() => (list.currentData?.data ?? []).map((row) => row.id), [list.currentData]);
  const selection = useBulkSelection(pageIds, total.total_count, JSON.stringify(query));
  const { isSelected, toggle, togglePage, pageSelection } = selection;
  const tableSelection = useMemo(() => ({ isSelected, toggle, togglePage, pageSelection }), [isSelected, toggle, togglePage, pageSelection]);

  // Once an order is being opened, a search still settling must not pull the page back here.
  const isLeaving = useRef(false);
  const open = useCallback(
    (id: number) => {
      isLeaving.current = true;
      router.push(routes.workOrderDetails(id));
    },
    [router, routes],
  );
  const duplicate = useCallback(
    (id: number) => {
      isLeaving.current = true;
      router.push(duplicateOrderHref(role, id));
    },
    [router, role],
  );
  // Stable while the address stays put, so the memoized tabs, field and table skip the renders
  // the list's loading states cause (each would cost the tabs a forced layout).
  const filterByStatus = useCallback((status: number) => setQuery({ status }), [setQuery]);
  const sort = useCallback((sort_by: SortField, order: SortOrder) => setQuery({ sort_by, order }), [setQuery]);
  const header = useMemo(
    () => (
      <PageHeader
        title="Work Orders"
        subtitle={role === 'company' ? 'Every work order of your company and its customers.' : 'The work orders you posted.'}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportWorkOrdersButton filters={exportFilters} />
            <ImportWorkOrdersButton />
            <Button variant="outlined" onClick={() => setExportOpen(true)}>
              Payments &amp; expenses
            </Button>
            <LinkButton href={routes.addWorkOrder} variant="contained">
              Add New Work Order
            </LinkButton>
          </Stack>
        }
      />
    ),
    [role, routes, exportFilters],
  );

  useEffect(() => {
    if (!isLeaving.current && debouncedSearch !== query.search) setQuery({ search: debouncedSearch });
  }, [debouncedSearch, query.search, setQuery]);

  const isFiltered = query.status !== ASSIGNMENT_STATUS.ALL || query.search !== '';
  const isEmpty = rows !== null && rows.length === 0 && !list.isError;

  return (
    <>
      {header}
      <ExportRecordsDialog isOpen={isExportOpen} onClose={() => setExportOpen(false)} />
      <Paper variant="outlined" sx={{ mb: isPhone && selection.count > 0 ? PHONE_BAR_ROOM : 0 }}>
        <StatusFilterTabs value={query.status} onChange={filterByStatus} />
        <Box sx={{ p: 2, pb: 0 }}>
          <SearchField value={searchText} onChange={setSearchText} placeholder="Title, description or city" />
        </Box>
        <BulkActions selection={selection} filter={exportFilters} totalCount={total.total_count} isTotalCapped={total.total_capped} />
        {list.isError && (
          <Box sx={{ m: 2 }}>
            <LoadFailure message={readErrorMessage(list.error)} onRetry={list.refetch} />
          </Box>
        )}
        {isEmpty && <EmptyWorkOrders addHref={routes.addWorkOrder} isFiltered={isFiltered} />}
        {!isEmpty && isPhone && (
          <Box sx={{ p: 2 }}>
            <PhoneSelectBar
              selection={tableSelection}
              isSelecting={isSelecting}
              onSelectingChange={(next) => {
                setSelecting(next);
                if (!next) selection.clear();
              }}
            />
            <WorkOrderCards
              rows={rows}
              skeletonRows={Math.min(query.per_page, 4)}
              onOpen={open}
              onDuplicate={duplicate}
              selection={isSelecting ? tableSelection : undefined}
            />
          </Box>
        )}
        {!isEmpty && !isPhone && (
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <WorkOrderTable
              rows={rows}
              sortBy={query.sort_by}
              order={query.order}
              skeletonRows={Math.min(query.per_page, 8)}
              onSort={sort}
              onOpen={open}
              onDuplicate={duplicate}
              selection={tableSelection}
            />
          </Box>
        )}
        <WorkOrderPager
          totalCount={total.total_count}
          isTotalCapped={total.total_capped}
          page={query.page}
          perPage={query.per_page}
          onChange={setQuery}
        />
      </Paper>
    </>
  );
}

/** Work Orders: status tabs in spec order, search, sort, paging; a row opens the order. */
export default function WorkOrdersPage({ role }: { role: WorkOrderRole }) {
  // useSearchParams needs a Suspense boundary above it.
  return (
    <Suspense>
      <WorkOrders role={role} />
    </Suspense>
  );
}
