'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import NextLink from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import NameDialog from '@/components/ui/NameDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import type { TalentPool } from '@/contracts/talentPools';
import { readErrorMessage } from '@/store/api/errors';
import { useCreateTalentPoolMutation, useDeleteTalentPoolMutation, useGetTalentPoolsQuery, useRemovePoolMemberMutation, useRenameTalentPoolMutation } from '@/store/api/talentPoolsApi';
import BlockedEngineersSection from './BlockedEngineersSection';
import { POOL_NAME_FIELDS } from './poolNameFields';
import EmptyState from '@/components/ui/EmptyState';

/** What the confirmation dialog asks about: deleting a pool, or taking one member out of it. */
type Pending = { kind: 'delete'; pool: TalentPool } | { kind: 'remove'; pool: TalentPool; engineerId: number; name: string };

/** /company/talent-pools: the company's pools of preferred engineers, and the engineers it blocked. */
export default function TalentPoolsPage() {
  const pools = useGetTalentPoolsQuery();
  const [createPool] = useCreateTalentPoolMutation();
  const [renamePool] = useRenameTalentPoolMutation();
  const [deletePool, { isLoading: isDeleting }] = useDeleteTalentPoolMutation();
  const [removeMember, { isLoading: isRemoving }] = useRemovePoolMemberMutation();
  const [isCreating, setIsCreating] = useState(false);
  const [renaming, setRenaming] = useState<TalentPool | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      const message =
        pending.kind === 'delete' ? await deletePool(pending.pool.id).unwrap() : await removeMember({ poolId: pending.pool.id, engineerId: pending.engineerId }).unwrap();
      toast.success(message);
      setPending(null);
    } catch {
      // the API client has shown why
    }
  };

  let body;
  if (pools.isError) body = <LoadFailure message={readErrorMessage(pools.error)} onRetry={() => void pools.refetch()} />;
  else if (!pools.data) body = <Skeleton variant="rounded" height={120} aria-label="Loading talent pools" />;
  else if (pools.data.length === 0)
    body = (
      <EmptyState
        title="No talent pools yet"
        description="Create a pool, then add engineers from an order’s applicants. Orders can go to a pool first, before every engineer."
      />
    );
  else
    body = (
      <Stack spacing={2}>
        {pools.data.map((pool) => (
          <Card key={pool.id} variant="outlined" component="section" aria-label={pool.name}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2">
                    {pool.name}
                  </Typography>
                  <Chip size="small" label={`${pool.member_count} ${pool.member_count === 1 ? 'member' : 'members'}`} />
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setRenaming(pool)}>
                    Rename
                  </Button>
                  <Button size="small" color="error" onClick={() => setPending({ kind: 'delete', pool })}>
                    Delete
                  </Button>
                </Stack>
              </Stack>
              {pool.members.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  No members yet: add engineers from an order’s applicants (“Add to pool”).
                </Typography>
              ) : (
                <List dense aria-label={`Members of ${pool.name}`}>
                  {pool.members.map((member) => (
                    <ListItem
                      key={member.engineer_id}
                      secondaryAction={
                        <IconButton edge="end" aria-label={`Remove ${member.name} from ${pool.name}`} onClick={() => setPending({ kind: 'remove', pool, engineerId: member.engineer_id, name: member.name })}>
                          <CloseRounded />
                        </IconButton>
                      }
                    >
                      <ListItemText
                        primary={
                          member.last_order_path ? (
                            <Link component={NextLink} href={member.last_order_path}>
                              {member.name}
                            </Link>
                          ) : (
                            member.name
                          )
                        }
                        secondary={[member.city_name, member.state_name].filter(Boolean).join(', ') || null}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="Talent Pools"
        subtitle="Your preferred engineers: send an order to a pool first, then it opens to everyone."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setIsCreating(true)}>
            New pool
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {body}
        <BlockedEngineersSection />
      </Box>
      <NameDialog
        {...POOL_NAME_FIELDS}
        isOpen={isCreating}
        title="New talent pool"
        submitLabel="Create pool"
        initial={{ name: '' }}
        onSave={async ({ name }) => void toast.success((await createPool({ name }).unwrap()).message)}
        onClose={() => setIsCreating(false)}
      />
      <NameDialog
        {...POOL_NAME_FIELDS}
        isOpen={renaming !== null}
        title="Rename talent pool"
        submitLabel="Rename"
        initial={{ name: renaming?.name ?? '' }}
        onSave={async ({ name }) => void toast.success(await renamePool({ id: renaming!.id, name }).unwrap())}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.kind === 'delete' ? `Delete “${pending.pool.name}”?` : `Remove ${pending?.kind === 'remove' ? pending.name : ''}?`}
        message={
          pending?.kind === 'delete'
            ? 'The pool and its member list go. Orders still routed to it open to every engineer now.'
            : `They stop seeing orders routed to “${pending?.pool.name ?? ''}”.`
        }
        confirmLabel={pending?.kind === 'delete' ? 'Delete pool' : 'Remove'}
        isDestructive
        isBusy={isDeleting || isRemoving}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
