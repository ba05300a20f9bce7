'use client';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DEFAULT_PER_PAGE } from '@/constants';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import PageHeader from '@/components/ui/PageHeader';
import { useDebouncedValue } from '@/components/ui/useDebouncedValue';
import type { Customer } from '@/contracts/company';
import { setCustomerBlocked } from '@/services/companyUsers';
import UserDialog from './UserDialog';
import UserTable from './UserTable';
import { useCustomerList } from './useCustomerList';

const SEARCH_DELAY_MS = 400;
const PER_PAGE_OPTIONS = [10, 25, 50];

/** The company's users: add, search, page through, edit, block and unblock. */
export default function ManageUsers() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [searched, setSearched] = useState(search);
  // A new search starts on the first page.
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useCustomerList({ page, per_page: perPage, search });
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [blocking, setBlocking] = useState<Customer | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const toggleBlock = async () => {
    if (!blocking) return;
    setIsBusy(true);
    try {
      toast.success(await setCustomerBlocked({ customer_id: blocking.customer_id, blocked: !blocking.blocked }));
      setBlocking(null);
      list.reload();
    } catch {
      // the API client has shown why
    } finally {
      setIsBusy(false);
    }
  };

  const isEmpty = list.rows !== null && list.rows.length === 0 && !list.error;
  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Customers of your company can sign in, post and manage their own work orders."
        actions={
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setEditing(null)}>
            Add user
          </Button>
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            label="Search"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            margin="none"
            size="small"
            sx={{ maxWidth: 420 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        </Box>
        {list.error && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={list.reload}>Try again</Button>}>
            {list.error}
          </Alert>
        )}
        {isEmpty ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {search ? 'No users match' : 'No users yet'}
            </Typography>
            <Typography color="text.secondary">{search ? 'Try another name or email.' : 'Add a user so they can post work orders for your company.'}</Typography>
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <UserTable rows={list.rows} skeletonRows={Math.min(perPage, 5)} onEdit={setEditing} onToggleBlock={setBlocking} />
          </Box>
        )}
        <TablePagination
          component="div"
          count={list.total}
          page={page - 1}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
        />
      </Paper>
      <UserDialog
        isOpen={editing !== undefined}
        customer={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
      <ConfirmDialog
        isOpen={blocking !== null}
        title={blocking?.blocked ? `Unblock ${blocking.name}?` : `Block ${blocking?.name ?? ''}?`}
        message={blocking?.blocked ? 'They can sign in again.' : 'They are signed out at once and cannot sign in until you unblock them. Their work orders stay.'}
        confirmLabel={blocking?.blocked ? 'Unblock' : 'Block'}
        isDestructive={!blocking?.blocked}
        isBusy={isBusy}
        onConfirm={toggleBlock}
        onClose={() => setBlocking(null)}
      />
    </>
  );
}
