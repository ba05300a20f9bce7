import { MESSAGE_ENDPOINTS } from '@/constants';
import type { Message } from '@/contracts/messages';
import { api, readEnvelope } from './baseApi';

// Messages about one work order between its company side and one engineer. A thread is the
// order plus the other party as the viewer names them: the company side names the engineer;
// an engineer may name nobody (their thread is their own) and writes to the order's poster.

export type MessageThreadArg = {
  assignmentId: number;
  /** The other party: the engineer when the company side reads or writes; optional for an engineer. */
  otherUserId?: number;
};

export type SendMessageArg = MessageThreadArg & { message: string };

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
      query: ({ assignmentId, otherUserId, message }) => ({
        url: MESSAGE_ENDPOINTS.SEND,
        method: 'POST',
        body: { assignment_id: assignmentId, to_id: otherUserId, message },
      }),
      transformResponse: readEnvelope<Message>,
      invalidatesTags: (_result, error, arg) => (error ? [] : [threadTag(arg)]),
    }),
  }),
});

export const { useGetMessagesQuery, useSendMessageMutation } = messagesApi;
