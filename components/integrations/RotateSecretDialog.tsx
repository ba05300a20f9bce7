'use client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { WEBHOOK_LIMITS } from '@/constants';
import type { Webhook } from '@/contracts/webhooks';
import { useRotateWebhookSecretMutation } from '@/store/api/webhooksApi';
import SecretReveal from './SecretReveal';

type RotateSecretDialogProps = { webhook: Webhook | null; isOpen: boolean; onClose: () => void };

/** Asks before rotating an endpoint's signing secret, then shows the new one once. */
export default function RotateSecretDialog({ webhook, isOpen, onClose }: RotateSecretDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const [rotate, { isLoading }] = useRotateWebhookSecretMutation();

  const confirm = async () => {
    if (!webhook) return;
    try {
      const { message, data } = await rotate(webhook.id).unwrap();
      toast.success(message);
      setSecret(data.secret);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <Dialog open={isOpen} onClose={secret || isLoading ? undefined : onClose} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: () => setSecret(null) } }}>
      {secret ? (
        <SecretReveal
          title="The new signing secret"
          intro={`Put it on your server. For the next ${WEBHOOK_LIMITS.previousSecretHours} hours deliveries carry a signature with each secret, so switch over in that time.`}
          label="Signing secret"
          value={secret}
          onDone={onClose}
        />
      ) : (
        <>
          <DialogTitle>Rotate the signing secret?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {`A new secret signs deliveries to ${webhook?.url ?? 'this endpoint'} from now on. The current one keeps signing beside it for ${WEBHOOK_LIMITS.previousSecretHours} hours, then stops: your receiver must have the new secret by then.`}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={onClose} disabled={isLoading}>
              Go back
            </Button>
            <Button variant="contained" onClick={() => void confirm()} disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Rotate secret
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
