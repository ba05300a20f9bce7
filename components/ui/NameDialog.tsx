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
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';

type Named = FieldValues & { name: string };

export type NameDialogProps<Input extends Named, Output extends Named> = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  /** A sentence under the title. */
  intro?: string;
  nameLabel: string;
  nameHelperText?: string;
  maxLength: number;
  /** The form's schema: the name, and the checkbox's field when there is one (the API's own rules). */
  schema: z.ZodType<Output, Input>;
  initial: DefaultValues<Input>;
  /** One yes/no choice under the name (shared, alert). */
  checkbox?: { name: Path<Input>; label: string; helperText?: string };
  /**
   * Saves; the dialog closes once it resolves, unless it resolves `false` (nothing was saved and
   * the reason is shown elsewhere). A rejection with field errors (a name already in use: 409)
   * shows them on their fields; the API client has shown its message.
   */
  onSave: (values: Output) => Promise<boolean | void>;
  onClose: () => void;
};

/** Asks a name (and one yes/no choice): saving or renaming a search, a talent pool, a template. */
export default function NameDialog<Input extends Named, Output extends Named>(props: NameDialogProps<Input, Output>) {
  return (
    <Dialog open={props.isOpen} onClose={props.onClose} maxWidth="xs" fullWidth>
      {props.isOpen && <NameForm {...props} />}
    </Dialog>
  );
}

function NameForm<Input extends Named, Output extends Named>(props: NameDialogProps<Input, Output>) {
  const { title, submitLabel, intro, nameLabel, nameHelperText, maxLength, schema, initial, checkbox, onSave, onClose } = props;
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>, defaultValues: initial });
  const { isSubmitting, errors } = form.formState;
  const nameField = 'name' as Path<Input>;
  const save = async (values: Output) => {
    try {
      if ((await onSave(values)) !== false) onClose();
    } catch (error) {
      applyFieldErrors(error, checkbox ? [nameField, checkbox.name] : [nameField], form.setError);
    }
  };
  return (
    <form
      noValidate
      // The dialog may open from inside another form (the work-order form): its submit must not reach that form (React events cross portals).
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
          label={nameLabel}
          required
          autoFocus
          fullWidth
          autoComplete="off"
          helperText={nameHelperText}
          slotProps={{ htmlInput: { maxLength } }}
          registration={form.register(nameField)}
          fieldError={errors.name as FieldError | undefined}
        />
        {checkbox && (
          <>
            <Controller
              control={form.control}
              name={checkbox.name}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
                  label={checkbox.label}
                />
              )}
            />
            {checkbox.helperText && <FormHelperText>{checkbox.helperText}</FormHelperText>}
          </>
        )}
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
