'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Webhook } from '@/contracts/webhooks';
import { formatAbsoluteTime } from '@/lib/relativeTime';
import { useSendWebhookTestMutation, useUpdateWebhookMutation } from '@/store/api/webhooksApi';
import { describeEvents, describeHealth } from './integrationsText';

export type WebhookAction = 'deliveries' | 'edit' | 'rotate' | 'delete';

type WebhookCardProps = { webhook: Webhook; onAction: (action: WebhookAction, webhook: Webhook) => void };

/** One endpoint: where it points, what it hears, whether it works; its switch and actions. */
export default function WebhookCard({ webhook, onAction }: WebhookCardProps) {
  const [updateWebhook] = useUpdateWebhookMutation();
  const [sendTest, { isLoading: isSending }] = useSendWebhookTestMutation();
  // The switch shows the wanted state until the list answers again.
  const [pending, setPending] = useState<boolean | null>(null);
  const health = describeHealth(webhook, formatAbsoluteTime);
  const isEnabled = pending ?? webhook.enabled;

  const toggle = async (enabled: boolean) => {
    // The switch stays focusable while the change is sent (disabling it would drop keyboard focus); a second flip waits.
    if (pending !== null) return;
    setPending(enabled);
    try {
      toast.success(await updateWebhook({ id: webhook.id, enabled }).unwrap());
    } catch {
      // the API client has shown why
    } finally {
      setPending(null);
    }
  };

  const test = async () => {
    try {
      toast.success(await sendTest(webhook.id).unwrap());
    } catch {
      // the API client has shown why
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-label={webhook.url} sx={{ p: 2, listStyle: 'none', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Typography>
          {webhook.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {webhook.description}
            </Typography>
          )}
        </Box>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={<Switch checked={isEnabled} onChange={(event) => void toggle(event.target.checked)} />}
          label="Enabled"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Chip size="small" label={health.label} color={health.color} />
        <Chip size="small" variant="outlined" label={describeEvents(webhook.events)} />
      </Box>
      {health.detail && (
        <Typography variant="body2" color={health.color === 'error' ? 'error' : 'text.secondary'} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {health.detail}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button size="small" variant="outlined" onClick={() => onAction('deliveries', webhook)}>
          Deliveries
        </Button>
        <Button size="small" onClick={() => void test()} disabled={isSending}>
          Send test event
        </Button>
        <Button size="small" onClick={() => onAction('edit', webhook)}>
          Edit
        </Button>
        <Button size="small" onClick={() => onAction('rotate', webhook)}>
          Rotate secret
        </Button>
        <Button size="small" color="error" onClick={() => onAction('delete', webhook)}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
