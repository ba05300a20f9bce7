'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import type { BlockedEngineer } from '@/contracts/talentPools';
import { readErrorMessage } from '@/store/api/errors';
import { useGetBlockedEngineersQuery, useUnblockEngineerMutation } from '@/store/api/talentPoolsApi';

/** The engineers the company blocked, each with "Unblock" (after confirming). */
export default function BlockedEngineersSection() {
  const blocked = useGetBlockedEngineersQuery();
  const [unblock, { isLoading }] = useUnblockEngineerMutation();
  const [pending, setPending] = useState<BlockedEngineer | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      toast.success(await unblock(pending.engineer_id).unwrap());
      setPending(null);
    } catch {
      // the API client has shown why
    }
  };

  let body;
  if (blocked.isError) body = <LoadFailure message={readErrorMessage(blocked.error)} onRetry={() => void blocked.refetch()} />;
  else if (!blocked.data) body = <Skeleton variant="rounded" height={60} aria-label="Loading blocked engineers" />;
  else if (blocked.data.length === 0) body = <Typography color="text.secondary">Nobody is blocked.</Typography>;
  else
    body = (
      <List dense aria-label="Blocked engineers">
        {blocked.data.map((engineer) => (
          <ListItem
            key={engineer.engineer_id}
            secondaryAction={
              <Button size="small" onClick={() => setPending(engineer)} aria-label={`Unblock ${engineer.name}`}>
                Unblock
              </Button>
            }
          >
            <ListItemText
              primary={engineer.name}
              secondary={[engineer.reason, `blocked ${new Date(engineer.blocked_at).toLocaleDateString('en-US')}`].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="blocked-engineers-title">
      <CardContent>
        <Typography id="blocked-engineers-title" variant="h6" component="h2">
          Blocked engineers
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          They never see your orders and cannot apply. Orders already assigned to them go on as before.
        </Typography>
        <Box>{body}</Box>
      </CardContent>
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Unblock ${pending?.name ?? ''}?`}
        message="They will see your open orders in Find Work again and may apply."
        confirmLabel="Unblock"
        isBusy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
