'use client';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ASSIGNMENT_STATUS } from '@/constants';
import LinkButton from '@/components/navigation/LinkButton';
import EmptyWorkOrders from '@/components/assignments/list/EmptyWorkOrders';
import StatusFilterTabs from '@/components/assignments/list/StatusFilterTabs';
import WorkOrderTable from '@/components/assignments/list/WorkOrderTable';
import { useWorkOrderList } from '@/components/assignments/list/useWorkOrderList';
import { PER_PAGE_OPTIONS, useWorkOrderQuery } from '@/components/assignments/list/useWorkOrderQuery';
import { useDebouncedValue } from '@/components/ui/useDebouncedValue';
import { getWorkOrderPaths, type WorkOrderRole } from '@/components/assignments/workOrderPaths';
import PageHeader from '@/components/ui/PageHeader';

export const SEARCH_DELAY_MS = 400;

function WorkOrders({ role }: { role: WorkOrderRole }) {
  const router = useRouter();
  const paths = getWorkOrderPaths(role);
  const [query, setQuery] = useWorkOrderQuery();
  const list = useWorkOrderList(query);
  const [searchText, setSearchText] = useState(query.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);

  // Once an order is being opened, a search still settling must not pull the page back here.
  const isLeaving = useRef(false);
  const open = (id: number) => {
    isLeaving.current = true;
    router.push(paths.details(id));
  };

  useEffect(() => {
    if (!isLeaving.current && debouncedSearch !== query.search) setQuery({ search: debouncedSearch });
  }, [debouncedSearch, query.search, setQuery]);

  const isFiltered = query.status !== ASSIGNMENT_STATUS.ALL || query.search !== '';
  const isEmpty = list.rows !== null && list.rows.length === 0 && !list.error;

  return (
    <>
      <PageHeader
        title="Work Orders"
        subtitle={role === 'company' ? 'Every work order of your company and its customers.' : 'The work orders you posted.'}
        actions={
          <LinkButton href={paths.add} variant="contained">
            Add New Work Order
          </LinkButton>
        }
      />
      <Paper variant="outlined">
        <StatusFilterTabs value={query.status} onChange={(status) => setQuery({ status })} />
        <Box sx={{ p: 2, pb: 0 }}>
          <TextField
            label="Search"
            placeholder="Title, description or city"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            margin="none"
            size="small"
            sx={{ maxWidth: 420 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        </Box>
        {list.error && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={list.retry}>Try again</Button>}>
            {list.error}
          </Alert>
        )}
        {isEmpty ? (
          <EmptyWorkOrders addHref={paths.add} isFiltered={isFiltered} />
        ) : (
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <WorkOrderTable
              rows={list.rows}
              sortBy={query.sort_by}
              order={query.order}
              skeletonRows={Math.min(query.per_page, 8)}
              onSort={(sort_by, order) => setQuery({ sort_by, order })}
              onOpen={open}
            />
          </Box>
        )}
        <TablePagination
          component="div"
          count={list.total}
          page={Math.max(0, query.page - 1)}
          onPageChange={(_event, page) => setQuery({ page: page + 1 })}
          rowsPerPage={query.per_page}
          rowsPerPageOptions={PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => setQuery({ per_page: Number(event.target.value) })}
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
