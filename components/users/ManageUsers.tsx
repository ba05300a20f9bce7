'use client';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { WorkOrderRole } from '@/constants';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import SearchField from '@/components/ui/SearchField';
import PagedTableFooter from '@/components/ui/PagedTableFooter';
import { usePagedSearch } from '@/components/ui/usePagedSearch';
import type { Customer } from '@/contracts/company';
import { useGetCustomersQuery } from '@/store/api/companyApi';
import { readErrorMessage } from '@/store/api/errors';
import BlockUserDialog from './BlockUserDialog';
import UserDialog from './UserDialog';
import UserTable from './UserTable';

/** What the page says to each role: the company manages all its users, a customer those they added. */
const COPY: Record<WorkOrderRole, { subtitle: string; empty: string }> = {
  company: {
    subtitle: 'Customers of your company can sign in, post and manage their own work orders.',
    empty: 'Add a user so they can post work orders for your company.',
  },
  customer: {
    subtitle: 'Add colleagues who post work orders for your company. You manage the users you added; your company manages everyone.',
    empty: 'Add a colleague so they can post work orders for your company.',
  },
};

/** The users the signed-in company or customer manages: add, search, page through, edit, block and unblock. */
function ManageUsersContent({ role }: { role: WorkOrderRole }) {
  const paging = usePagedSearch();
  const { page, perPage, search } = paging;
  const list = useGetCustomersQuery({ page, per_page: perPage, search });
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [blocking, setBlocking] = useState<Customer | null>(null);

  // Rows of this page and search only: a skeleton while another page loads.
  const rows = list.isError ? [] : (list.currentData?.data ?? null);
  const isEmpty = rows !== null && rows.length === 0 && !list.isError;
  return (
    <>
      <PageHeader
        title="Users"
        subtitle={COPY[role].subtitle}
        actions={
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setEditing(null)}>
            Add user
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, pb: 1 }}>
          <SearchField placeholder="Name or email" value={paging.searchText} onChange={paging.setSearchText} />
        </Box>
        {list.isError && (
          <Box sx={{ m: 2 }}>
            <LoadFailure message={readErrorMessage(list.error)} onRetry={list.refetch} />
          </Box>
        )}
        {isEmpty ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {search ? 'No users match' : 'No users yet'}
            </Typography>
            <Typography color="text.secondary">{search ? 'Try another name or email.' : COPY[role].empty}</Typography>
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <UserTable rows={rows} skeletonRows={Math.min(perPage, 5)} onEdit={setEditing} onToggleBlock={setBlocking} />
          </Box>
        )}
        <PagedTableFooter count={list.data?.total_count ?? 0} paging={paging} />
      </Paper>
      <UserDialog isOpen={editing !== undefined} customer={editing ?? null} onClose={() => setEditing(undefined)} />
      <BlockUserDialog customer={blocking} onClose={() => setBlocking(null)} />
    </>
  );
}

// useSearchParams (the list's page and search live in the address) needs a Suspense boundary above it.
export default function ManageUsers({ role }: { role: WorkOrderRole }) {
  return (
    <Suspense>
      <ManageUsersContent role={role} />
    </Suspense>
  );
}
