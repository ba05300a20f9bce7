'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { readErrorMessage } from '@/store/api/errors';
import { useGetMessagesQuery } from '@/store/api/messagesApi';
import MessageBubble from './MessageBubble';
import SendMessageBox from './SendMessageBox';
import { useMarkShownMessagesRead } from './useMarkShownMessagesRead';

/** New messages show up within this many milliseconds while the thread is on screen. */
export const MESSAGE_POLL_MS = 5000;

export type MessageThreadProps = {
  assignmentId: number;
  /** The other party: the engineer on the company side; on the engineer side it may be left out (the order's poster). */
  otherUserId?: number;
  /** Whose side the viewer is on: their side's messages sit on the right. */
  viewerSide: 'company' | 'engineer';
  /** Whom the thread is with, for its labels ("Messages with Erin Diaz"). */
  otherName: string;
  /** The order's time zone, so times read as at the site. */
  timezone?: string;
};

/** One conversation about a work order, newest at the bottom, refreshed while it is open, with a box to write. */
export default function MessageThread({ assignmentId, otherUserId, viewerSide, otherName, timezone }: MessageThreadProps) {
  const thread = { assignmentId, otherUserId };
  const messages = useGetMessagesQuery(thread, { pollingInterval: MESSAGE_POLL_MS, refetchOnMountOrArgChange: true });
  const listRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  useMarkShownMessagesRead({ ...thread, messages: messages.data, viewerSide });
  // The message just sent takes focus once the thread shows it (its Send button is disabled until more is written).
  const [sentId, setSentId] = useState<number | null>(null);

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  useEffect(() => {
    const sent = sentId === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-message-id="${sentId}"]`);
    if (!sent) return;
    sent.focus();
    setSentId(null);
  }, [sentId, messages.data]);

  return (
    <Box>
      {messages.isError && !messages.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={messages.refetch}>
              Try again
            </Button>
          }
        >
          {readErrorMessage(messages.error)}
        </Alert>
      )}
      {messages.isLoading && <Skeleton variant="rounded" height={96} aria-label="Loading the messages" />}
      {messages.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No messages with {otherName} yet.
        </Typography>
      )}
      {count > 0 && (
        // The log announces new messages; the list inside keeps them a list (a role on the <ol> itself would drop that).
        <Box ref={listRef} role="log" aria-label={`Messages with ${otherName}`} sx={{ maxHeight: 360, overflowY: 'auto', py: 1 }}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {messages.data?.map((message) => (
              <MessageBubble key={message.id} message={message} isMine={message.from_side === viewerSide} timezone={timezone} />
            ))}
          </Box>
        </Box>
      )}
      <SendMessageBox thread={thread} otherName={otherName} onSent={(message) => setSentId(message.id)} />
    </Box>
  );
}
