'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type YearSelectProps = { value: number; firstYear: number; lastYear: number; onChange: (year: number) => void };

/** The year the dashboard's figures cover, newest first. */
export default function YearSelect({ value, firstYear, lastYear, onChange }: YearSelectProps) {
  const years = Array.from({ length: Math.max(lastYear - firstYear, 0) + 1 }, (_unused, index) => lastYear - index);
  return (
    <TextField select label="Year" size="small" margin="none" value={String(value)} onChange={(event) => onChange(Number(event.target.value))} sx={{ minWidth: 120 }}>
      {years.map((year) => (
        <MenuItem key={year} value={String(year)}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
