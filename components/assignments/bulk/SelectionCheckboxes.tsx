'use client';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { SyntheticEvent } from 'react';
import type { PageSelection } from './useBulkSelection';

/** What the work-order table needs to show and change the chosen rows. */
export type TableSelection = {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  togglePage: () => void;
  pageSelection: PageSelection;
};

// A click or a key on the box chooses the row; it must not reach the row, which opens the order.
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/** The header box: chooses or clears every row of the page. */
export function SelectPageCell({ selection }: { selection: TableSelection }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selection.pageSelection === 'all'}
        indeterminate={selection.pageSelection === 'some'}
        onChange={selection.togglePage}
        slotProps={{ input: { 'aria-label': 'Select all work orders on this page' } }}
      />
    </TableCell>
  );
}

/** A row's box. */
export function SelectRowCell({ selection, id, title }: { selection: TableSelection; id: number; title: string }) {
  return (
    <TableCell padding="checkbox" onClick={keepFromRow} onKeyDown={keepFromRow}>
      <Checkbox checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} slotProps={{ input: { 'aria-label': `Select work order #${id} ${title}` } }} />
    </TableCell>
  );
}
