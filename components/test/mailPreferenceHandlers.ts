import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/components/test/mswServer';
import { MAIL_KIND_NAMES, MAIL_PREFERENCE_ENDPOINTS } from '@/constants';
import type { MailPreferences } from '@/contracts/mail-preferences';

export const ALL_MAILS_ON = Object.fromEntries(MAIL_KIND_NAMES.map((kind) => [kind, true])) as MailPreferences;

/** Every mail on: for tests of pages that show the mail preferences card without testing it. */
export const mailPreferenceHandlers = [http.get(apiUrl(MAIL_PREFERENCE_ENDPOINTS.PREFERENCES), () => HttpResponse.json({ message: 'OK', data: ALL_MAILS_ON }))];
