import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo } from 'react';

type SearchFieldProps = { value: string; onChange: (value: string) => void; placeholder: string; label?: string };

/** The search box above a list; the caller debounces what it sends. */
function SearchField({ value, onChange, placeholder, label = 'Search' }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      margin="none"
      size="small"
      sx={{ maxWidth: 420 }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}

// Memoized: a list page re-renders as its data loads; the field need not.
export default memo(SearchField);
