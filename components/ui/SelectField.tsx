'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { ListOption } from '@/contracts/lists';

type SelectFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  options: ListOption[];
  required?: boolean;
  /** Offer a "none" choice that stores null. */
  emptyLabel?: string;
  helperText?: string;
};

/** A select of list items bound to a form field holding the item's id (null when none). */
export default function SelectField<T extends FieldValues>({ name, label, options, required, emptyLabel, helperText }: SelectFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const isKnown = value === '' || options.some((option) => String(option.id) === value);
  return (
    <TextField
      select
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      // An id whose list has not arrived yet shows empty instead of warning about an unknown value.
      value={isKnown ? value : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
