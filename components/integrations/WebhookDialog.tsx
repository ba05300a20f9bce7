'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { WEBHOOK_ALL_EVENTS, WEBHOOK_LIMITS } from '@/constants';
import { createWebhookSchema, type Webhook } from '@/contracts/webhooks';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from '@/store/api/webhooksApi';
import SecretReveal from './SecretReveal';
import WebhookEventsField from './WebhookEventsField';

type Values = z.input<typeof createWebhookSchema>;
type Input = z.output<typeof createWebhookSchema>;

const FIELDS = ['url', 'events', 'description'] as const;

type WebhookDialogProps = {
  isOpen: boolean;
  /** The endpoint being edited; null to add one. */
  webhook: Webhook | null;
  onClose: () => void;
};

/** Adds an endpoint (then shows its signing secret once) or edits one's URL, description and events. */
export default function WebhookDialog({ isOpen, webhook, onClose }: WebhookDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Dialog open={isOpen} onClose={secret ? undefined : onClose} maxWidth="sm" fullWidth scroll="paper" slotProps={{ transition: { onExited: () => setSecret(null) } }}>
      {isOpen && !secret && <WebhookForm key={webhook?.id ?? 'new'} webhook={webhook} onCreated={setSecret} onClose={onClose} />}
      {secret && (
        <SecretReveal
          title="Your webhook’s signing secret"
          intro="Verify every delivery with it (Standard Webhooks: the webhook-signature header). Keep it on your server only."
          label="Signing secret"
          value={secret}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

type WebhookFormProps = { webhook: Webhook | null; onCreated: (secret: string) => void; onClose: () => void };

function WebhookForm({ webhook, onCreated, onClose }: WebhookFormProps) {
  const [createWebhook] = useCreateWebhookMutation();
  const [updateWebhook] = useUpdateWebhookMutation();
  const form = useForm<Values, unknown, Input>({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: webhook ? { url: webhook.url, description: webhook.description ?? '', events: webhook.events as Values['events'] } : { url: '', description: '', events: [WEBHOOK_ALL_EVENTS] },
  });
  const { isSubmitting, errors } = form.formState;
  const title = webhook ? 'Edit webhook' : 'Add webhook';

  const save = async (values: Input) => {
    try {
      if (webhook) {
        toast.success(await updateWebhook({ id: webhook.id, ...values }).unwrap());
        onClose();
      } else {
        const { message, data } = await createWebhook(values).unwrap();
        toast.success(message);
        onCreated(data.secret);
      }
    } catch (error) {
      // The API client has shown the message; field errors go on their fields, the input stays.
      applyFieldErrors(error, FIELDS, form.setError);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} onKeyDown={preventEnterSubmit} aria-label={title} style={{ display: 'contents' }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <FormTextField
          label="URL"
          type="url"
          required
          autoFocus
          autoComplete="off"
          placeholder="https://example.com/webhooks/service-portal"
          helperText="Events are POSTed here, signed. It must be https and reachable from the internet."
          slotProps={{ htmlInput: { maxLength: WEBHOOK_LIMITS.urlMaxLength, spellCheck: false } }}
          registration={form.register('url')}
          fieldError={errors.url}
        />
        <FormTextField
          label="Description"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: WEBHOOK_LIMITS.descriptionMaxLength } }}
          registration={form.register('description')}
          fieldError={errors.description}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => <WebhookEventsField value={field.value} onChange={field.onChange} inputRef={field.ref} error={errors.events?.message ?? errors.events?.root?.message} />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
          {webhook ? 'Save changes' : 'Add webhook'}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
