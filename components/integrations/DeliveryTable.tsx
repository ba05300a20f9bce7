'use client';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { toast } from 'react-toastify';
import SkeletonRows from '@/components/ui/SkeletonRows';
import TableHeaderRow from '@/components/ui/TableHeaderRow';
import TextLink from '@/components/ui/TextLink';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { WebhookDelivery } from '@/contracts/webhooks';
import { useRetryWebhookDeliveryMutation } from '@/store/api/webhooksApi';
import { DELIVERY_STATUS_CHIPS } from './integrationsText';
import TimeText from './TimeText';

const HEADERS = ['', 'Event', 'Work order', 'Status', 'Attempts', 'Last HTTP status', 'Last error', 'Next attempt', 'Delivered', 'Actions'];

type DeliveryTableProps = { webhookId: number; rows: WebhookDelivery[] | null; role: WorkOrderRole };

/** One page of deliveries; each row opens onto what was sent and what came back. `rows` null shows a skeleton. */
export default function DeliveryTable({ webhookId, rows, role }: DeliveryTableProps) {
  return (
    <Table size="small" aria-label="Deliveries" aria-busy={rows === null} sx={{ minWidth: 960 }}>
      <TableHeaderRow headers={HEADERS} />
      <TableBody>
        {rows === null
          ? <SkeletonRows rows={3} columns={HEADERS.length} />
          : rows.map((delivery) => <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} role={role} />)}
      </TableBody>
    </Table>
  );
}

function DeliveryRow({ webhookId, delivery, role }: { webhookId: number; delivery: WebhookDelivery; role: WorkOrderRole }) {
  const [isOpen, setIsOpen] = useState(false);
  const [retry, { isLoading: isRetrying }] = useRetryWebhookDeliveryMutation();
  const status = DELIVERY_STATUS_CHIPS[delivery.status];
  const detailsId = `delivery-${delivery.id}-details`;
  const label = `${delivery.event_type} ${delivery.event_id}`;

  const retryNow = async () => {
    try {
      toast.success(await retry({ id: webhookId, deliveryId: delivery.id }).unwrap());
    } catch {
      // the API client has shown why
    }
  };

  return (
    <>
      <TableRow aria-label={label} sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-expanded={isOpen} aria-controls={detailsId} aria-label={isOpen ? 'Hide request and response' : 'Show request and response'} onClick={() => setIsOpen(!isOpen)}>
            {isOpen ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', minWidth: 180 }}>{breakAtDots(delivery.event_type)}</TableCell>
        <TableCell>
          {delivery.work_order_id === null ? '—' : <TextLink href={WORK_ORDER_ROUTES[role].workOrderDetails(delivery.work_order_id)}>#{delivery.work_order_id}</TextLink>}
        </TableCell>
        <TableCell>
          <Chip size="small" label={status.label} color={status.color} />
        </TableCell>
        <TableCell>{delivery.attempts}</TableCell>
        <TableCell>{delivery.last_status_code ?? '—'}</TableCell>
        <TableCell sx={{ minWidth: 120, maxWidth: 220, overflowWrap: 'anywhere' }}>{delivery.last_error ?? '—'}</TableCell>
        <TableCell>
          <TimeText value={delivery.next_attempt_at} />
        </TableCell>
        <TableCell>
          <TimeText value={delivery.delivered_at} />
        </TableCell>
        <TableCell align="right">
          <Button size="small" onClick={() => void retryNow()} disabled={isRetrying} aria-label={`Retry ${delivery.event_type} now`} sx={{ whiteSpace: 'nowrap' }}>
            Retry now
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={HEADERS.length} sx={{ py: 0, ...(isOpen ? {} : { borderBottom: 'unset' }) }}>
          <Collapse in={isOpen} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, py: 2 }}>
              <Excerpt title="Request body" text={delivery.request_excerpt} />
              <Excerpt title="Response body" text={delivery.response_excerpt ?? 'No answer received.'} />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ pb: 1.5 }}>
              webhook-id <Box component="span" sx={{ fontFamily: 'monospace' }}>{delivery.event_id}</Box> · created <TimeText value={delivery.created_at} variant="caption" />
            </Typography>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** `work_order.checked_in` may wrap after its dot, never inside a word. */
function breakAtDots(name: string) {
  return name.split('.').map((part, index) => (
    <Fragment key={part}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** A JSON body indented for reading; a cut-off or other body as it is. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A stored body (up to 4 KB), monospace, scrolling inside its own box. */
function Excerpt({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={title}
        sx={{ m: 0, p: 1.5, maxHeight: 240, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {readable(text)}
      </Box>
    </Box>
  );
}
