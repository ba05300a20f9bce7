import '@/contracts/configureZod';
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_THREAD_LIMIT } from '@/constants';
import { actedAtField, idField, idValue } from '@/contracts/primitives';

// Messages per work order between its company side and one engineer (an applicant or the
// assignee). A thread is the order plus that engineer.


/**
 * POST /send-message. to_id is the engineer when the company side writes; an engineer may leave
 * it out (the message goes to the user who posted the order) or name a company-side user.
 */
export const sendMessageSchema = z.object({
  assignment_id: idValue('Choose a work order'),
  to_id: idValue('Choose who receives the message').optional(),
  message: z.string({ error: 'Write a message' }).trim().min(1, 'Write a message').max(MESSAGE_MAX_LENGTH, `Use at most ${MESSAGE_MAX_LENGTH} characters`),
  acted_at: actedAtField(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** The refusal a company-side reader gets when naming no engineer. */
export const MESSAGE_THREAD_ENGINEER_MISSING = 'Choose the engineer of the conversation';

/**
 * GET /get-messages: the thread of assignment_id. The company side names the engineer as
 * from_id or to_id (the other one is the caller); an engineer's thread is their own.
 */
export const messagesQuerySchema = z.object({
  assignment_id: idField('Choose a work order'),
  from_id: idField('Choose a user').optional().meta({ description: 'The company side may name the engineer here instead of in to_id' }),
  to_id: idField('Choose a user')
    .optional()
    .meta({
      description:
        'Required for the company side (company and customer users): the engineer of the conversation, here or in from_id; without it ' +
        `the answer is a 400 for to_id ("${MESSAGE_THREAD_ENGINEER_MISSING}"). An engineer leaves both out: their thread is their own`,
    }),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/**
 * PATCH /read-messages: the messages of assignment_id a thread has shown. Those addressed to the
 * caller become read (no unread-message mail goes out for them); the rest are left as they are.
 */
export const readMessagesSchema = z.object({
  assignment_id: idValue('Choose a work order'),
  message_ids: z
    .array(idValue('Choose the messages that were read'), { error: 'Choose the messages that were read' })
    .min(1, 'Choose the messages that were read')
    .max(MESSAGE_THREAD_LIMIT, `Mark at most ${MESSAGE_THREAD_LIMIT} messages at once`),
});
export type ReadMessagesInput = z.infer<typeof readMessagesSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  /** The engineer of the thread. */
  engineer_id: z.number().int(),
  from_id: z.number().int(),
  from_name: z.string(),
  from_side: z.enum(['engineer', 'company']),
  to_id: z.number().int(),
  to_name: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
