'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import { useIsPhone } from '@/components/ui/useIsPhone';
import type { ApiKey } from '@/contracts/apiKeys';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from '@/store/api/apiKeysApi';
import { readErrorMessage } from '@/store/api/errors';
import ApiKeyCards from './ApiKeyCards';
import ApiKeyTable from './ApiKeyTable';
import CreateApiKeyDialog from './CreateApiKeyDialog';
import IntegrationSection from './IntegrationSection';
import EmptyState from '@/components/ui/EmptyState';

/** The company side's API keys: create (shown once), list, revoke after confirming. */
export default function ApiKeysSection() {
  // "Last used" moves as the keys are used: asked again each time the page opens.
  const list = useGetApiKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [isCreating, setIsCreating] = useState(false);
  // The key being revoked keeps its name while the dialog closes.
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [revokeApiKey, { isLoading: isRevoking }] = useRevokeApiKeyMutation();
  const isPhone = useIsPhone();
  const askRevoke = (key: ApiKey) => {
    setRevoking(key);
    setIsConfirmOpen(true);
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      toast.success(await revokeApiKey(revoking.id).unwrap());
      setIsConfirmOpen(false);
    } catch {
      // the API client has shown why
    }
  };

  let body;
  if (list.isError) body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data?.length === 0)
    body = <EmptyState title="No API keys yet" description="Create a key so your own systems can read and post work orders through the API." />;
  else if (isPhone) body = <ApiKeyCards keys={list.data ?? null} onRevoke={askRevoke} />;
  else
    body = (
      // A wide table scrolls inside its card, never the page.
      <Box sx={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-label="API keys, scrolls sideways">
        <ApiKeyTable keys={list.data ?? null} onRevoke={askRevoke} />
      </Box>
    );

  return (
    <IntegrationSection
      title="API keys"
      description="Keys let your dispatch, ERP or ticketing system call the API as you, limited to the scopes you pick."
      action={
        <Button variant="contained" startIcon={<Add />} onClick={() => setIsCreating(true)}>
          Create key
        </Button>
      }
    >
      {body}
      <CreateApiKeyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        message="Requests with this key fail at once. This cannot be undone; a system that uses it needs a new key."
        confirmLabel="Revoke key"
        isDestructive
        isBusy={isRevoking}
        onConfirm={() => void revoke()}
        onClose={() => setIsConfirmOpen(false)}
      />
    </IntegrationSection>
  );
}
