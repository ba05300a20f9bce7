'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LoadFailure from '@/components/ui/LoadFailure';
import { useGetCalendarFeedQuery, useResetCalendarFeedMutation } from '@/store/api/engineerScheduleApi';
import { readErrorMessage } from '@/store/api/errors';

/**
 * The engineer's calendar feed: its secret URL to subscribe to from a calendar app, copied in
 * one click; resetting it (after a warning) stops the old URL at once.
 */
export default function CalendarFeedCard() {
  const feed = useGetCalendarFeedQuery();
  const [resetFeed, { isLoading: isResetting }] = useResetCalendarFeedMutation();
  const [isConfirming, setIsConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar link copied.');
    } catch {
      toast.error('Could not copy. Select the link and copy it yourself.');
    }
  };
  const reset = async () => {
    try {
      await resetFeed().unwrap();
      toast.success('Your calendar link has been reset. Subscribe again with the new link.');
      setIsConfirming(false);
    } catch {
      // The API client has already shown why.
    }
  };

  let body;
  if (feed.error && !feed.data) body = <LoadFailure message={readErrorMessage(feed.error)} onRetry={() => void feed.refetch()} />;
  // The link's field and the buttons under it, at their height: the card does not grow when they come.
  else if (!feed.data)
    body = (
      <Box aria-busy="true" aria-label="Loading your calendar link">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" width={260} height={36.5} sx={{ mt: 1.5 }} />
      </Box>
    );
  else {
    const { url } = feed.data;
    body = (
      <>
        <TextField
          label="Calendar link"
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(url)}>
            Copy link
          </Button>
          <Button color="error" variant="outlined" onClick={() => setIsConfirming(true)}>
            Reset link
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="calendar-feed-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="calendar-feed-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventRepeatOutlined aria-hidden /> Calendar feed
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Subscribe to this link to see your assigned work in your own calendar; it follows every change. In Google Calendar choose Other calendars › From URL; on an iPhone or Mac,
        Calendar › New Calendar Subscription; in Outlook, Add calendar › Subscribe from web. Keep it private: anyone with the link can see your work orders.
      </Typography>
      {body}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Reset your calendar link?"
        message="The old link stops working at once: calendars subscribed to it stop updating. You will need to subscribe again with the new link."
        confirmLabel="Reset link"
        isDestructive
        isBusy={isResetting}
        onConfirm={() => void reset()}
        onClose={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
