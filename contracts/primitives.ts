import '@/contracts/configureZod';
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@/constants';

// The building blocks every contract uses, defined once: ids, paging, dates and times.

/** Largest id a PostgreSQL `integer` column holds; anything above is bad input, not a 500. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body (a number already). */
export const idValue = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An id from a query string or a form field (text that must read as a whole number). */
export const idField = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Comma-separated ids from a query string (`1,2,3`), each within MAX_ID; answers them without repeats. */
export const idListField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^(\d+(,\d+)*)?$/, message)
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), message);

/**
 * A yes/no query or form field ("true"/"false"/"1"/"0"), false when left out. The default is the
 * text a client would send, so the document's default has the field's own type.
 */
export const flagField = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
    .transform((value) => value === 'true' || value === '1')
    .prefault('false');

/** `page` (from 1) and `per_page` (capped at MAX_PER_PAGE by the domain); spread into a query schema. */
export const pageFields = {
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(MAX_ID, 'page is too large').default(DEFAULT_PAGE),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(MAX_ID, 'per_page is too large')
    .default(DEFAULT_PER_PAGE)
    .meta({ maximum: MAX_PER_PAGE, description: `Items per page; larger values are served as ${MAX_PER_PAGE}` }),
};

export const pageQuerySchema = z.object(pageFields);
export type PageQuery = z.input<typeof pageQuerySchema>;

/** A calendar date as the API exchanges it: YYYY-MM-DD. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wall-clock time as the API exchanges it: HH:MM, 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for YYYY-MM-DD strings naming a day that exists (no 02/30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required line of text: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

/** An optional line of text: trimmed, at most `max` characters; null or left out means none. */
export const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).nullish();

/** A point in time in an answer: ISO 8601, UTC. */
export const isoTime = z.string();

/** An amount of money (or hours) in an answer; null when the payment type does not use it. */
export const money = z.number().nullable();

export const dateField = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

export const timeField = (message: string) => z.string({ error: message }).trim().regex(TIME_PATTERN, message);

/** Page sizes above MAX_PER_PAGE are served as MAX_PER_PAGE. */
export const capPerPage = (perPage: number) => Math.min(perPage, MAX_PER_PAGE);

const PHONE_MESSAGE = 'Enter a phone number: 7 to 20 digits, with spaces, +, - or parentheses if you like';

/**
 * An optional phone number as people write one ("+1 (512) 555-0102"): a leading +, then digits
 * with spaces, dots, dashes or parentheses between them, 7 to 20 digits in all. Empty means none.
 */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, 'Use at most 30 characters')
  .refine((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 20;
  }, PHONE_MESSAGE)
  .nullish();

/**
 * When the user acted, for an action sent later (queued while offline): an ISO 8601 time with
 * its offset. Left out, the action is taken as done when it arrives.
 */
export const actedAtField = () =>
  z.iso.datetime({ offset: true, error: 'Send acted_at as an ISO 8601 time with its offset' }).optional()
    .describe('When the user acted, for an action queued offline and sent later: not in the future, not before their previous step on the order, at most 24 hours old');
