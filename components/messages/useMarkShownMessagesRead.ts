'use client';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '@/contracts/messages';
import { useMarkMessagesReadMutation } from '@/store/api/messagesApi';

type MarkShownMessagesReadOptions = { assignmentId: number; otherUserId?: number; messages: Message[] | undefined; viewerSide: Message['from_side'] };

const isPageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Marks read the other side's messages a thread shows: when it is shown and as new ones arrive
 * while it is on screen (not while the tab is hidden). Reading the thread marks nothing itself.
 */
export function useMarkShownMessagesRead({ assignmentId, otherUserId, messages, viewerSide }: MarkShownMessagesReadOptions): void {
  const [markRead] = useMarkMessagesReadMutation();
  const [isVisible, setVisible] = useState(isPageVisible);
  // The newest message id already marked in this thread (ids only grow).
  const marked = useRef({ thread: '', upTo: 0 });

  useEffect(() => {
    const onChange = () => setVisible(isPageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (!isVisible || !messages) return;
    const thread = `${assignmentId}:${otherUserId ?? 'own'}`;
    if (marked.current.thread !== thread) marked.current = { thread, upTo: 0 };
    const ids = messages.filter((message) => message.from_side !== viewerSide && message.id > marked.current.upTo).map((message) => message.id);
    if (ids.length === 0) return;
    marked.current.upTo = Math.max(...ids);
    void markRead({ assignmentId, messageIds: ids });
  }, [assignmentId, otherUserId, messages, viewerSide, isVisible, markRead]);
}
