'use client';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@/components/ui/useDebouncedValue';
import type { FindWorkFilters as Filters, FindWorkSort } from '@/store/api/engineerWorkApi';
import type { ListOption } from '@/contracts/lists';
import { KEYWORDS_MAX_LENGTH } from '@/contracts/engineerAssignments';

const SORTS: { value: FindWorkSort; label: string }[] = [
  { value: 'distance', label: 'Nearest first' },
  { value: 'pay', label: 'Highest pay' },
  { value: 'start_at', label: 'Starting soonest' },
  { value: 'created_at', label: 'Newest first' },
];

type FindWorkFiltersProps = {
  filters: Filters;
  skills: ListOption[];
  paymentTypes: ListOption[];
  /** The engineer's travel distance in miles, when set. */
  travelDistance: number | null;
  /** A problem with the dates (the end before the start). */
  dateError?: string;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
};

const small = { size: 'small', margin: 'none' } as const;

/** Keywords, distance, skills, pay and dates to narrow Find Work, and the order of the results. */
export default function FindWorkFilters({ filters, skills, paymentTypes, travelDistance, dateError, onChange, onClear }: FindWorkFiltersProps) {
  const [minPay, setMinPay] = useState(filters.min_pay === null ? '' : String(filters.min_pay));
  const settledMinPay = useDebouncedValue(minPay, 400);
  const [keywords, setKeywords] = useState(filters.q ?? '');
  const settledKeywords = useDebouncedValue(keywords, 400);

  const commitKeywords = useEffectEvent((text: string) => {
    const value = text.trim() || null;
    if (value !== filters.q) onChange({ q: value });
  });
  useEffect(() => commitKeywords(settledKeywords), [settledKeywords]);

  // Only a settled edit of the box changes the filter, read against the filters of that moment.
  const commitMinPay = useEffectEvent((text: string) => {
    const value = text === '' ? null : Number(text);
    if (value !== filters.min_pay && (value === null || Number.isFinite(value))) onChange({ min_pay: value });
  });
  useEffect(() => commitMinPay(settledMinPay), [settledMinPay]);

  const chosenSkills = skills.filter((skill) => filters.skill_ids.includes(skill.id));
  const distanceLabel = travelDistance ? `Within my travel distance (${travelDistance} mi)` : 'Within my travel distance';

  return (
    <Paper component="section" aria-label="Filters" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <TextField
        {...small}
        type="search"
        label="Keywords"
        placeholder="e.g. fiber splice, POS"
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        helperText="Title, description, skills and job title; the start of a word is enough."
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: KEYWORDS_MAX_LENGTH } }}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={filters.within_distance} onChange={(event) => onChange({ within_distance: event.target.checked })} />}
          label={distanceLabel}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            {...small}
            select
            label="Sort by"
            fullWidth={false}
            value={filters.sort_by}
            onChange={(event) => onChange({ sort_by: event.target.value as FindWorkSort })}
            sx={{ minWidth: 180 }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort.value} value={sort.value}>
                {sort.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            color="inherit"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => {
              setMinPay('');
              setKeywords('');
              onClear();
            }}
          >
            Clear filters
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr 1fr' } }}>
        <Autocomplete
          multiple
          size="small"
          options={skills}
          value={chosenSkills}
          onChange={(_event, value) => onChange({ skill_ids: value.map((skill) => skill.id) })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterSelectedOptions
          limitTags={2}
          renderInput={(params) => <TextField {...params} margin="none" label="Skills" placeholder={chosenSkills.length ? '' : 'Any skill'} />}
        />
        <TextField
          {...small}
          select
          label="Payment type"
          value={filters.payment_type === null ? '' : String(filters.payment_type)}
          onChange={(event) => onChange({ payment_type: event.target.value === '' ? null : Number(event.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any</MenuItem>
          {paymentTypes.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...small}
          label="Minimum pay"
          type="number"
          value={minPay}
          onChange={(event) => setMinPay(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { min: 0, step: 1 } }}
        />
        <TextField
          {...small}
          label="Starts from"
          type="date"
          value={filters.start_from ?? ''}
          onChange={(event) => onChange({ start_from: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...small}
          label="Starts by"
          type="date"
          value={filters.start_to ?? ''}
          onChange={(event) => onChange({ start_to: event.target.value || null })}
          error={Boolean(dateError)}
          helperText={dateError}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </Paper>
  );
}
