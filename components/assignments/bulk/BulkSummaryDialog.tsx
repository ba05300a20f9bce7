'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BulkWorkOrdersResult } from '@/contracts/bulkWorkOrders';
import { ACTION_TEXT } from './bulkText';

type BulkSummaryDialogProps = { result: BulkWorkOrdersResult | null; onClose: () => void };

/** What a bulk action did: how many orders were done, and each refused one with the reason. */
export default function BulkSummaryDialog({ result, onClose }: BulkSummaryDialogProps) {
  const done = result?.results.filter((item) => item.result === 'done') ?? [];
  const refused = result?.results.filter((item) => item.result === 'refused') ?? [];
  return (
    <Dialog open={result !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="bulk-summary-title">
      <DialogTitle id="bulk-summary-title">
        {result && `${ACTION_TEXT[result.action].confirm}: ${result.totals.done} of ${result.totals.requested} done`}
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <DialogContent dividers tabIndex={0}>
        {refused.length > 0 && (
          <section aria-label="Refused">
            <Typography variant="subtitle2" component="h3">
              Refused ({refused.length})
            </Typography>
            <List dense disablePadding>
              {refused.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText primary={`#${item.id}`} secondary={item.reason} />
                </ListItem>
              ))}
            </List>
          </section>
        )}
        <section aria-label="Done">
          <Typography variant="subtitle2" component="h3" sx={{ mt: refused.length > 0 ? 2 : 0 }}>
            Done ({done.length})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {done.length === 0 ? 'None.' : done.map((item) => `#${item.id}`).join(', ')}
          </Typography>
        </section>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
