'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { TableSelection } from './SelectionCheckboxes';

type PhoneSelectBarProps = { selection: TableSelection; isSelecting: boolean; onSelectingChange: (isSelecting: boolean) => void };

/**
 * On phones, where the table's checkboxes are not shown: "Select" turns the cards into choices
 * (a tap chooses a card instead of opening it), with a box for the whole page; "Done" ends it.
 */
export default function PhoneSelectBar({ selection, isSelecting, onSelectingChange }: PhoneSelectBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 44, mb: 1 }}>
      {isSelecting ? (
        <FormControlLabel
          sx={{ ml: -1 }}
          control={<Checkbox checked={selection.pageSelection === 'all'} indeterminate={selection.pageSelection === 'some'} onChange={selection.togglePage} />}
          label="Select all on this page"
        />
      ) : (
        <span />
      )}
      <Button size="small" variant={isSelecting ? 'contained' : 'outlined'} aria-pressed={isSelecting} onClick={() => onSelectingChange(!isSelecting)}>
        {isSelecting ? 'Done' : 'Select'}
      </Button>
    </Box>
  );
}
