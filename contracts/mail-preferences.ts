import '@/contracts/configureZod';
import { z } from 'zod';
import { MAIL_KIND_NAMES, type MailKind } from '@/constants';

// Which mails a user gets: every mail kind of constants/notifications MAIL_KINDS, on (true) or off.

const eachKind = <T extends z.ZodType>(field: T) => Object.fromEntries(MAIL_KIND_NAMES.map((kind) => [kind, field])) as Record<MailKind, T>;

/** Every mail kind with whether the user gets it. */
export const mailPreferencesSchema = z.object(eachKind(z.boolean()));
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** The kinds to change (the others stay as they are); a kind that does not exist is bad input. */
export const mailPreferencesInputSchema = z.strictObject(eachKind(z.boolean({ error: 'Choose true (send) or false (do not send)' }).optional()), {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `There is no mail of this kind: ${issue.keys.join(', ')}` : undefined),
});
export type MailPreferencesInput = z.infer<typeof mailPreferencesInputSchema>;
