'use client';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { BLOCK_REASON_MAX_LENGTH, ROLES } from '@/constants';
import { selectRole } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useAddPoolMemberMutation, useBlockEngineerMutation, useCreateTalentPoolMutation, useGetTalentPoolsQuery } from '@/store/api/talentPoolsApi';
import NameDialog from '@/components/ui/NameDialog';
import { POOL_NAME_FIELDS } from './poolNameFields';

type EngineerPoolActionsProps = { engineerId: number; name: string };

/**
 * "Add to pool" (a menu of the company's pools and "New pool…") and "Block" (after confirming,
 * with an optional reason) for one engineer: on the talent list and the applicant profile. The
 * company manages its pools: a customer user sees neither.
 */
export default function EngineerPoolActions({ engineerId, name }: EngineerPoolActionsProps) {
  const isCompany = useAppSelector(selectRole) === ROLES.COMPANY;
  if (!isCompany) return null;
  return <CompanyPoolActions engineerId={engineerId} name={name} />;
}

function CompanyPoolActions({ engineerId, name }: EngineerPoolActionsProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The pools are asked for when the menu first opens, not with every applicant shown.
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const pools = useGetTalentPoolsQuery(undefined, { skip: !isMenuWanted });
  const [addMember] = useAddPoolMemberMutation();
  const [createPool] = useCreateTalentPoolMutation();
  const [block, { isLoading: isBlocking }] = useBlockEngineerMutation();
  const [isNaming, setIsNaming] = useState(false);
  const [isBlockOpen, setIsBlockOpen] = useState(false);
  const [reason, setReason] = useState('');

  const addTo = async (poolId: number) => {
    setMenuAnchor(null);
    try {
      toast.success(await addMember({ poolId, engineerId }).unwrap());
    } catch {
      // the API client has shown why
    }
  };
  const confirmBlock = async () => {
    try {
      toast.success(await block({ engineer_id: engineerId, reason: reason.trim() || null }).unwrap());
      setIsBlockOpen(false);
      setReason('');
    } catch {
      // the API client has shown why
    }
  };

  return (
    <>
      <Button
        variant="text"
        size="small"
        aria-haspopup="menu"
        aria-label={`Add ${name} to a talent pool`}
        onClick={(event) => {
          setIsMenuWanted(true);
          setMenuAnchor(event.currentTarget);
        }}
      >
        Add to pool
      </Button>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {pools.isFetching && !pools.data && <MenuItem disabled>Loading pools…</MenuItem>}
        {(pools.data ?? []).map((pool) => {
          const isMember = pool.members.some((member) => member.engineer_id === engineerId);
          return (
            <MenuItem key={pool.id} disabled={isMember} onClick={() => void addTo(pool.id)}>
              <ListItemText primary={pool.name} secondary={isMember ? 'Already a member' : `${pool.member_count} members`} />
            </MenuItem>
          );
        })}
        {(pools.data?.length ?? 0) > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setIsNaming(true);
          }}
        >
          New pool…
        </MenuItem>
      </Menu>
      <Button variant="text" size="small" color="error" aria-label={`Block ${name}`} onClick={() => setIsBlockOpen(true)}>
        Block
      </Button>
      <NameDialog
        {...POOL_NAME_FIELDS}
        isOpen={isNaming}
        title={`New pool with ${name}`}
        submitLabel="Create and add"
        initial={{ name: '' }}
        onSave={async ({ name: poolName }) => {
          const { data } = await createPool({ name: poolName }).unwrap();
          toast.success(await addMember({ poolId: data.id, engineerId }).unwrap());
        }}
        onClose={() => setIsNaming(false)}
      />
      <ConfirmDialog
        isOpen={isBlockOpen}
        title={`Block ${name}?`}
        message={
          <>
            They will no longer see your orders or be able to apply; their open applications are declined and they leave your pools. Orders already assigned to them go on.
            <TextField
              label="Reason (optional)"
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX_LENGTH } }}
            />
          </>
        }
        confirmLabel="Block"
        isDestructive
        isBusy={isBlocking}
        onConfirm={() => void confirmBlock()}
        onClose={() => setIsBlockOpen(false)}
      />
    </>
  );
}
