'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import type { WorkOrderRole } from '@/constants';
import type { Webhook } from '@/contracts/webhooks';
import { readErrorMessage } from '@/store/api/errors';
import { useDeleteWebhookMutation, useGetWebhooksQuery } from '@/store/api/webhooksApi';
import IntegrationSection from './IntegrationSection';
import RotateSecretDialog from './RotateSecretDialog';
import WebhookCard, { type WebhookAction } from './WebhookCard';
import WebhookDeliveriesDialog from './WebhookDeliveriesDialog';
import WebhookDialog from './WebhookDialog';
import EmptyState from '@/components/ui/EmptyState';

type Opened = { action: WebhookAction | 'add'; webhook: Webhook | null };

/** The company side's webhook endpoints: add (secret shown once), switch on and off, edit, test, rotate, delete, deliveries. */
export default function WebhooksSection({ role }: { role: WorkOrderRole }) {
  // An endpoint's health changes as deliveries fail or succeed: asked again each time the page opens.
  const list = useGetWebhooksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteWebhook, { isLoading: isDeleting }] = useDeleteWebhookMutation();
  // The endpoint a dialog is about keeps its words while the dialog closes.
  const [opened, setOpened] = useState<Opened>({ action: 'add', webhook: null });
  const [isOpen, setIsOpen] = useState(false);
  const open = (action: Opened['action'], webhook: Webhook | null) => {
    setOpened({ action, webhook });
    setIsOpen(true);
  };
  const close = () => setIsOpen(false);
  const isShown = (action: Opened['action']) => isOpen && opened.action === action;

  const remove = async () => {
    if (!opened.webhook) return;
    try {
      toast.success(await deleteWebhook(opened.webhook.id).unwrap());
      close();
    } catch {
      // the API client has shown why
    }
  };

  let body;
  if (list.isError) body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton variant="rounded" height={120} aria-label="Loading webhooks" />;
  else if (list.data.length === 0)
    body = <EmptyState title="No webhooks yet" description="Add one and your system hears about each work order change as it happens, instead of asking." />;
  else
    body = (
      <Box component="ul" aria-label="Webhooks" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {list.data.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} onAction={open} />
        ))}
      </Box>
    );

  const { webhook } = opened;
  return (
    <IntegrationSection
      title="Webhooks"
      description="We POST each event to your URL, signed with the endpoint’s secret (Standard Webhooks), and retry for days when it fails."
      action={
        <Button variant="contained" startIcon={<Add />} onClick={() => open('add', null)}>
          Add webhook
        </Button>
      }
    >
      {body}
      <WebhookDialog isOpen={isShown('add') || isShown('edit')} webhook={opened.action === 'edit' ? webhook : null} onClose={close} />
      <RotateSecretDialog isOpen={isShown('rotate')} webhook={webhook} onClose={close} />
      <WebhookDeliveriesDialog isOpen={isShown('deliveries')} webhook={webhook} role={role} onClose={close} />
      <ConfirmDialog
        isOpen={isShown('delete')}
        title="Delete this webhook?"
        message={`Nothing more is sent to ${webhook?.url ?? 'it'}, and its delivery history goes with it.`}
        confirmLabel="Delete webhook"
        isDestructive
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={close}
      />
    </IntegrationSection>
  );
}
