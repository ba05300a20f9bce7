import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** No notifications (never had any, or all cleared). */
export function NotificationsEmpty() {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <NotificationsNoneOutlined color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        No notifications
      </Typography>
      <Typography color="text.secondary">You are all caught up. News about your work orders will show up here.</Typography>
    </Box>
  );
}

/** The list could not be loaded. Quiet on purpose: notification failures are only logged, never shown. */
export function NotificationsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">Notifications are not available right now.</Typography>
      <Button onClick={onRetry} sx={{ mt: 1 }}>
        Try again
      </Button>
    </Box>
  );
}
