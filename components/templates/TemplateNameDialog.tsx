'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useForm } from 'react-hook-form';
import FormTextField from '@/components/forms/FormTextField';
import SubmitButton from '@/components/forms/SubmitButton';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { preventEnterSubmit } from '@/components/forms/preventEnterSubmit';
import type { WorkOrderRole } from '@/constants';
import { TEMPLATE_NAME_MAX_LENGTH, templateNameFormSchema, type TemplateNameValues } from '@/contracts/templates';

type TemplateNameDialogProps = {
  isOpen: boolean;
  title: string;
  intro?: string;
  confirmLabel: string;
  role: WorkOrderRole;
  initial?: TemplateNameValues;
  /** Saves; a refused name (409, 400) comes back as the error and shows on the field. */
  onSave: (values: TemplateNameValues) => Promise<void>;
  onClose: () => void;
};

/** Asks a template's name and whether it is shared: "Save as template" and "Rename". */
export default function TemplateNameDialog(props: TemplateNameDialogProps) {
  return (
    <Dialog open={props.isOpen} onClose={props.onClose} maxWidth="xs" fullWidth>
      {props.isOpen && <NameForm {...props} />}
    </Dialog>
  );
}

function NameForm({ title, intro, confirmLabel, role, initial = { name: '', shared: false }, onSave, onClose }: TemplateNameDialogProps) {
  const form = useForm<TemplateNameValues>({ resolver: zodResolver(templateNameFormSchema), defaultValues: initial });
  const { isSubmitting, errors } = form.formState;
  const save = async (values: TemplateNameValues) => {
    try {
      await onSave(values);
    } catch (error) {
      // The API client has shown the message; a taken name shows on the field too.
      applyFieldErrors(error, ['name'], form.setError);
    }
  };
  return (
    <form
      noValidate
      // The dialog may open from inside the work-order form: its submit must not reach that form (React events cross portals).
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(save)(event);
      }}
      onKeyDown={preventEnterSubmit}
      aria-label={title}
      style={{ display: 'contents' }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
        <FormTextField
          label="Template name"
          required
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX_LENGTH } }}
          registration={form.register('name')}
          fieldError={errors.name}
        />
        <Controller
          control={form.control}
          name="shared"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
              label={role === 'company' ? 'Shared with the customer users' : 'Shared with the other users of the company'}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
          {confirmLabel}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
