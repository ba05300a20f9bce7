'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import FormTextField from '@/components/forms/FormTextField';
import SubmitButton from '@/components/forms/SubmitButton';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { TALENT_POOL_NAME_MAX_LENGTH } from '@/constants';
import { talentPoolInputSchema, type TalentPoolInput } from '@/contracts/talentPools';

type PoolNameDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a rejection with field errors shows them on the name (a name already in use). */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
};

/** Names a new pool or renames one. */
export default function PoolNameDialog({ isOpen, onClose, ...props }: PoolNameDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="xs" fullWidth>
      {isOpen && <PoolNameForm {...props} onClose={onClose} />}
    </Dialog>
  );
}

function PoolNameForm({ title, submitLabel, initialName = '', onSave, onClose }: Omit<PoolNameDialogProps, 'isOpen'>) {
  const form = useForm<TalentPoolInput>({ resolver: zodResolver(talentPoolInputSchema), defaultValues: { name: initialName } });
  const { isSubmitting, errors } = form.formState;
  const save = async ({ name }: TalentPoolInput) => {
    try {
      await onSave(name);
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['name'], form.setError);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label={title} style={{ display: 'contents' }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <FormTextField
          label="Pool name"
          required
          autoFocus
          autoComplete="off"
          helperText="E.g. “Austin cabling A-team”."
          slotProps={{ htmlInput: { maxLength: TALENT_POOL_NAME_MAX_LENGTH } }}
          registration={form.register('name')}
          fieldError={errors.name}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
