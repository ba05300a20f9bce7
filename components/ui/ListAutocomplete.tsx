'use client';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { ListOption } from '@/contracts/lists';

type ListAutocompleteProps = {
  label: string;
  options: ListOption[];
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  isLoading?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** Long lists (a state's cities) show the first matches only; typing narrows them. */
  limit?: number;
};

/** Picks one item of a reference list by typing; holds the item's id. */
export default function ListAutocomplete({ label, options, value, onChange, onBlur, inputRef, isLoading, disabled, required, error, helperText, limit }: ListAutocompleteProps) {
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={createFilterOptions({ limit })}
      loading={isLoading}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isLoading ? <CircularProgress color="inherit" size={18} aria-label={`Loading ${label}`} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
