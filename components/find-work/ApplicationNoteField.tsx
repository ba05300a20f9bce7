'use client';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import { APPLICATION_NOTE_MAX_LENGTH } from '@/contracts/engineerAssignments';

type ApplicationNoteFieldProps = { registration: UseFormRegisterReturn; fieldError?: FieldError; length: number };

/** "Note to the company (optional)", with a count of the characters left. */
export default function ApplicationNoteField({ registration, fieldError, length }: ApplicationNoteFieldProps) {
  const counter = `${length.toLocaleString('en-US')} / ${APPLICATION_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`;
  return (
    <FormTextField
      label="Note to the company (optional)"
      multiline
      minRows={3}
      fullWidth
      registration={registration}
      fieldError={fieldError}
      helperText={`The company reads this with your application. ${counter}`}
      slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
      sx={{ mt: 2 }}
    />
  );
}
