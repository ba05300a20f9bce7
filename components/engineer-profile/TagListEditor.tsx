'use client';
import Cancel from '@mui/icons-material/Cancel';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { readFieldErrors } from '@/store/api/errors';
import type { ListOption } from '@/contracts/lists';

type TagListEditorProps = {
  /** 'skill', 'job title': used in labels and messages. */
  noun: string;
  /** The body field the API validates, e.g. skill_ids. */
  fieldName: string;
  /** The API's request schema for `{ [fieldName]: ids }`. */
  schema: ZodType;
  items: ListOption[];
  options: ListOption[];
  isLoadingOptions: boolean;
  onAdd: (ids: number[]) => Promise<void>;
  onRemove: (item: ListOption) => Promise<void>;
};

/** The engineer's chosen items as removable chips, and a multi-select to add more. */
export default function TagListEditor({ noun, fieldName, schema, items, options, isLoadingOptions, onAdd, onRemove }: TagListEditorProps) {
  const [chosen, setChosen] = useState<ListOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const choices = options.filter((option) => !items.some((item) => item.id === option.id));

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(readFieldErrors(failure).find((item) => item.path.startsWith(fieldName))?.message ?? null);
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const add = async () => {
    const ids = chosen.map((option) => option.id);
    const parsed = schema.safeParse({ [fieldName]: ids });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? `Choose a ${noun}`);
      return;
    }
    setError(null);
    if (await run(() => onAdd(ids))) setChosen([]);
  };

  return (
    <>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No {noun}s yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Your ${noun}s`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Chip label={item.name} disabled={isBusy} onDelete={() => void run(() => onRemove(item))} deleteIcon={<Cancel titleAccess={`Remove ${item.name}`} />} />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
        <Autocomplete
          multiple
          options={choices}
          value={chosen}
          onChange={(_event, value) => {
            setChosen(value);
            setError(null);
          }}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={isLoadingOptions}
          disabled={isBusy}
          filterSelectedOptions
          disableCloseOnSelect
          renderInput={(params) => (
            <TextField
              {...params}
              label={`Add ${noun}s`}
              placeholder={chosen.length ? '' : `Type to find a ${noun}`}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {isLoadingOptions ? <CircularProgress color="inherit" size={18} aria-label={`Loading ${noun}s`} /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ mt: { sm: 2.75 }, mb: { xs: 2, sm: 0 } }}
        >
          Add {noun}s
        </Button>
      </Box>
    </>
  );
}
