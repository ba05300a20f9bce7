'use client';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsPhone } from '@/components/ui/useIsPhone';
import { BULK_ACTIONS, MAX_BULK_ORDERS, type BulkAction } from '@/contracts/bulkWorkOrders';
import { ACTION_TEXT, workOrders } from './bulkText';
import type { BulkSelection } from './useBulkSelection';

type BulkToolbarProps = {
  selection: BulkSelection;
  /** Every order the filters select, and whether that count stopped at the list's cap. */
  totalCount: number;
  isTotalCapped: boolean;
  isExporting: boolean;
  onAction: (action: BulkAction) => void;
  onExport: () => void;
};

/** How far the list must leave room at its end on a phone, so the bar never covers its last card or the pager. */
export const PHONE_BAR_ROOM = 30;

// On a phone the bar stays at the bottom of the screen (above the home indicator), within thumb
// reach however far the cards are scrolled; the page leaves PHONE_BAR_ROOM below the list for it.
const phoneBar = {
  position: 'fixed',
  left: 8,
  right: 8,
  bottom: 'calc(8px + env(safe-area-inset-bottom))',
  zIndex: 'appBar',
  m: 0,
  maxHeight: '50vh',
  overflowY: 'auto',
  bgcolor: 'background.paper',
  boxShadow: 8,
} as const;

/** Shown while rows are chosen: how many, the way to choose all matching, and the actions. */
export default function BulkToolbar({ selection, totalCount, isTotalCapped, isExporting, onAction, onExport }: BulkToolbarProps) {
  const isPhone = useIsPhone();
  const canChooseAll = selection.pageSelection === 'all' && !selection.isAllMatching && totalCount > selection.count;
  const isTooMany = isTotalCapped || totalCount > MAX_BULK_ORDERS;
  return (
    <Paper component="section" aria-label="Bulk actions" variant="outlined" sx={isPhone ? { ...phoneBar, p: 1.5 } : { mx: 2, mt: 2, p: 1.5, bgcolor: 'action.hover' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {selection.isAllMatching ? `All ${workOrders(selection.count)} matching selected` : `${workOrders(selection.count)} selected`}
        </Typography>
        {canChooseAll && !isTooMany && (
          <Button size="small" onClick={selection.selectAllMatching}>
            Select all {totalCount} matching
          </Button>
        )}
        {canChooseAll && isTooMany && (
          <Typography variant="body2" color="text.secondary">
            At most {MAX_BULK_ORDERS} at once: narrow the filters to act on every matching order.
          </Typography>
        )}
        <Button size="small" color="inherit" onClick={selection.clear}>
          Clear selection
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: { md: 'auto' } }}>
          {BULK_ACTIONS.map((action) => (
            <Button key={action} size="small" variant="outlined" color={ACTION_TEXT[action].color} onClick={() => onAction(action)}>
              {ACTION_TEXT[action].button}
            </Button>
          ))}
          <Button size="small" variant="outlined" onClick={onExport} disabled={isExporting}>
            {isExporting ? 'Exporting…' : 'Export'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
