'use client';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import LoadFailure from '@/components/ui/LoadFailure';
import { useIsPhone } from '@/components/ui/useIsPhone';
import type { WorkOrderRole } from '@/constants';
import type { Webhook } from '@/contracts/webhooks';
import { readErrorMessage } from '@/store/api/errors';
import { useGetWebhookDeliveriesQuery } from '@/store/api/webhooksApi';
import DeliveryTable from './DeliveryTable';

export const DELIVERIES_PER_PAGE_OPTIONS = [10, 25, 50];

/** Deliveries move on by themselves (retries, answers): asked again on opening and every so often while shown. */
const DELIVERY_QUERY_OPTIONS = { pollingInterval: 15_000, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true } as const;

type WebhookDeliveriesDialogProps = { webhook: Webhook | null; isOpen: boolean; role: WorkOrderRole; onClose: () => void };

/** An endpoint's deliveries, newest first: what was sent, how it went, and "Retry now". Full screen on phones. */
export default function WebhookDeliveriesDialog({ webhook, isOpen, role, onClose }: WebhookDeliveriesDialogProps) {
  const isPhone = useIsPhone();
  return (
    <Dialog open={isOpen} onClose={onClose} fullScreen={isPhone} maxWidth="xl" fullWidth scroll="paper">
      {/* Keyed so each endpoint opens on its first page. */}
      {isOpen && webhook && <DeliveriesContent key={webhook.id} webhook={webhook} role={role} onClose={onClose} />}
    </Dialog>
  );
}

function DeliveriesContent({ webhook, role, onClose }: { webhook: Webhook; role: WorkOrderRole; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DELIVERIES_PER_PAGE_OPTIONS[0]);
  const list = useGetWebhookDeliveriesQuery({ id: webhook.id, page, per_page: perPage }, DELIVERY_QUERY_OPTIONS);
  const rows = list.isError ? [] : (list.currentData?.data ?? null);

  let body;
  if (list.isError && !list.currentData) body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (rows?.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No deliveries yet. “Send test event” sends a ping here.
      </Typography>
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-label="Deliveries, scrolls sideways">
        <DeliveryTable webhookId={webhook.id} rows={rows} role={role} />
      </Box>
    );

  return (
    <>
      <DialogTitle sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box component="span" sx={{ minWidth: 0 }}>
          Deliveries
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" startIcon={<Refresh />} onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {body}
        <TablePagination
          component="div"
          count={list.currentData?.total_count ?? 0}
          page={page - 1}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={DELIVERIES_PER_PAGE_OPTIONS}
          // On a phone the controls wrap instead of pushing the dialog sideways.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
