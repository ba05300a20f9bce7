'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import FormTextField from '@/components/forms/FormTextField';
import SubmitButton from '@/components/forms/SubmitButton';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { SAVED_SEARCH_LIMITS, savedSearchNamingSchema, type SavedSearchNaming } from '@/contracts/savedSearches';

type Values = z.input<typeof savedSearchNamingSchema>;

type SaveSearchDialogProps = {
  isOpen: boolean;
  /** "Save search" or "Rename saved search". */
  title: string;
  submitLabel: string;
  initial: SavedSearchNaming;
  /** Saves; throws the API error so field errors land on their fields. */
  onSave: (values: SavedSearchNaming) => Promise<void>;
  onClose: () => void;
};

/** Names a search (and turns "Alert me" on or off): saving the current filters, or renaming a saved search. */
export default function SaveSearchDialog({ isOpen, title, submitLabel, initial, onSave, onClose }: SaveSearchDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="xs" fullWidth>
      {isOpen && <NamingForm title={title} submitLabel={submitLabel} initial={initial} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function NamingForm({ title, submitLabel, initial, onSave, onClose }: Omit<SaveSearchDialogProps, 'isOpen'>) {
  const form = useForm<Values, unknown, SavedSearchNaming>({ resolver: zodResolver(savedSearchNamingSchema), defaultValues: initial });
  const { isSubmitting, errors } = form.formState;
  const save = async (values: SavedSearchNaming) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      // The API client has shown the message; a name clash goes on the name.
      applyFieldErrors(error, ['name', 'alert'], form.setError);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label={title} style={{ display: 'contents' }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <FormTextField
          label="Name"
          required
          autoFocus
          autoComplete="off"
          helperText="e.g. “Fiber jobs near me”."
          slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_LIMITS.nameMaxLength } }}
          registration={form.register('name')}
          fieldError={errors.name}
        />
        <Controller
          control={form.control}
          name="alert"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
              label="Alert me when new work matches"
            />
          )}
        />
        <FormHelperText>A notification as soon as a matching order is posted, and a mail at most hourly (turn it off in your mail settings).</FormHelperText>
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
