import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/formatters';
import type { Message } from '@/contracts/messages';

type MessageBubbleProps = { message: Message; isMine: boolean; timezone?: string };

/** One message: the viewer's side on the right, the other side on the left; focusable by script, to land on once sent. */
export default function MessageBubble({ message, isMine, timezone }: MessageBubbleProps) {
  return (
    <Box
      component="li"
      tabIndex={-1}
      data-message-id={message.id}
      aria-label={`${message.from_name}: ${message.message}`}
      sx={{ alignSelf: isMine ? 'flex-end' : 'flex-start', maxWidth: '85%', display: 'flex', flexDirection: 'column', alignItems: isMine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: isMine ? 'primary.main' : 'action.hover',
          color: isMine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {message.from_name} · {formatDateTime(message.created_at, timezone)}
      </Typography>
    </Box>
  );
}
