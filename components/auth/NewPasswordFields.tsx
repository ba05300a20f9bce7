'use client';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import PasswordField from '@/components/forms/PasswordField';

type RegisteredField = { registration: UseFormRegisterReturn; fieldError?: FieldError };

type NewPasswordFieldsProps = {
  password: RegisteredField;
  confirmation: RegisteredField;
  /** 'New password' where an old one exists; 'Password' for a new account. */
  label?: string;
  confirmLabel?: string;
};

/** A password being chosen (with its rules) and its repetition. */
export default function NewPasswordFields({ password, confirmation, label = 'New password', confirmLabel = 'Confirm new password' }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" {...password} helperText="At least 8 characters, with a letter and a digit." />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirmation} />
    </>
  );
}
