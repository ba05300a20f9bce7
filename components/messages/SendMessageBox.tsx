'use client';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { MESSAGE_MAX_LENGTH } from '@/constants';
import type { Message } from '@/contracts/messages';
import { readFieldErrors } from '@/store/api/errors';
import { useRunOrQueue } from '@/components/offline/useRunOrQueue';
import { useSendMessageMutation, type MessageThreadArg } from '@/store/api/messagesApi';
import { onSiteRequests } from '@/store/api/onSiteRequests';

type SendMessageBoxProps = { thread: MessageThreadArg; otherName: string; onSent?: (message: Message) => void };

/** Writes into the thread; the text stays in the box until the server has taken it. */
export default function SendMessageBox({ thread, otherName, onSent }: SendMessageBoxProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendMessage, { isLoading }] = useSendMessageMutation();
  const runOrQueue = useRunOrQueue();
  const isTooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = text.trim().length > 0 && !isTooLong && !isLoading;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    try {
      const message = text.trim();
      const run = await runOrQueue((once) => sendMessage({ ...thread, message, once }).unwrap(), {
        kind: 'sendMessage',
        orderId: thread.assignmentId,
        request: onSiteRequests.sendMessage(thread.assignmentId, message, thread.otherUserId),
      });
      setText('');
      setFieldError(null);
      if (!run.isQueued) onSent?.(run.result);
    } catch (error) {
      // The API client has toasted why; a refused text is also marked on the box.
      setFieldError(readFieldErrors(error).find((item) => item.path === 'message')?.message ?? null);
    }
  };

  const helperText = fieldError ?? (isTooLong ? `Use at most ${MESSAGE_MAX_LENGTH} characters` : undefined);
  return (
    <Box component="form" noValidate onSubmit={send} onKeyDown={preventEnterSubmit} aria-label={`Write to ${otherName}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
      <TextField
        label="Message"
        placeholder={`Write to ${otherName}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(helperText)}
        helperText={helperText}
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
      />
      <Button type="submit" variant="contained" disabled={!canSend} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : <SendOutlined />} sx={{ flexShrink: 0, mt: 0.25 }}>
        Send
      </Button>
    </Box>
  );
}
