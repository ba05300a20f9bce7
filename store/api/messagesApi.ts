import { MESSAGE_ENDPOINTS } from '@/constants';
import type { Message, ReadMessagesInput } from '@/contracts/messages';
import { api, readEnvelope, type SentOnce } from './baseApi';
import { onSiteRequests, toOnSiteApiRequest } from './onSiteRequests';

// Messages about one work order between its company side and one engineer. A thread is the
// order plus the other party as the viewer names them: the company side names the engineer;
// an engineer may name nobody (their thread is their own) and writes to the order's poster.

export type MessageThreadArg = {
  assignmentId: number;
  /** The other party: the engineer when the company side reads or writes; optional for an engineer. */
  otherUserId?: number;
};

export type SendMessageArg = MessageThreadArg & { message: string; once?: SentOnce };

export type MarkMessagesReadArg = { assignmentId: number; messageIds: number[] };

const threadTag = ({ assignmentId, otherUserId }: MessageThreadArg) => ({ type: 'Message' as const, id: `${assignmentId}:${otherUserId ?? 'own'}` });

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The thread, oldest first. Silent: it is polled, and a failure is shown in the thread. */
    getMessages: build.query<Message[], MessageThreadArg>({
      query: ({ assignmentId, otherUserId }) => ({ url: MESSAGE_ENDPOINTS.LIST, params: { assignment_id: assignmentId, to_id: otherUserId }, silent: true }),
      transformResponse: (response: unknown) => readEnvelope<Message[] | null>(response) ?? [],
      providesTags: (_result, _error, arg) => [threadTag(arg)],
    }),
    sendMessage: build.mutation<Message, SendMessageArg>({
      query: ({ assignmentId, otherUserId, message, once }) => toOnSiteApiRequest(onSiteRequests.sendMessage(assignmentId, message, otherUserId), once),
      transformResponse: readEnvelope<Message>,
      invalidatesTags: (_result, error, arg) => (error ? [] : [threadTag(arg)]),
    }),
    /** The messages a thread has shown are read (only those addressed to the viewer change). Silent: nothing on screen depends on it. */
    markMessagesRead: build.mutation<void, MarkMessagesReadArg>({
      query: ({ assignmentId, messageIds }) => ({
        url: MESSAGE_ENDPOINTS.READ,
        method: 'PATCH',
        body: { assignment_id: assignmentId, message_ids: messageIds } satisfies ReadMessagesInput,
        silent: true,
      }),
    }),
  }),
});

export const { useGetMessagesQuery, useSendMessageMutation, useMarkMessagesReadMutation } = messagesApi;
