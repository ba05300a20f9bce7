import '@/contracts/configureZod';
import { z } from 'zod';

/** The envelope of every v1 answer. */
export type ApiEnvelope<T> = { message: string; data: T };

/** One page of a list: `data: { total_count, data: [...] }`. */
export type ApiPage<T> = { total_count: number; data: T[] };

/** A page of a list counted up to a cap: when `total_capped`, more than `total_count` rows match ("1,000+"). */
export type CappedApiPage<T> = ApiPage<T> & { total_capped: boolean };

/**
 * The stable `code` of every error answer, beside its `message` (which may be reworded): a client
 * tells "wait and retry" from "fix the form" from "the order moved on" by this, not by the text.
 */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'insufficient_scope',
  'not_found',
  'conflict',
  'invalid_transition',
  'idempotency_mismatch',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** One refused input field: its dotted path (`items.0.name`) and what is wrong with it. */
export const apiFieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

/** The body of every error answer; `errors` lists the fields of a refused input. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: apiErrorCodeSchema,
  errors: z.array(apiFieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
