'use client';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'onChange' | 'onBlur'> & {
  registration: UseFormRegisterReturn;
  fieldError?: FieldError;
};

/** A MUI text field bound to react-hook-form, showing its field-level message. */
export default function FormTextField({ registration, fieldError, helperText, ...props }: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      error={Boolean(fieldError)}
      helperText={fieldError?.message ?? helperText}
    />
  );
}
