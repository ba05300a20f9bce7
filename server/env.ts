import { z } from 'zod';

const MIB = 1024 * 1024;

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  PGLITE_DATA_DIR: z.string().trim().min(1).default('./data/pglite'),
  UPLOAD_DIR: z.string().trim().min(1).default('./data/uploads'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * MIB),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(1).default('Service Portal <no-reply@localhost>'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  PORTAL_ORIGIN: z.url().default('http://localhost:3000'),
  /** Days a completed order waits for the company's decision before it is approved automatically. */
  APPROVAL_DAYS: z.coerce.number().positive().max(365).default(5),
  /** Days after which a rating shows even when the other side has not rated yet. */
  RATING_REVEAL_DAYS: z.coerce.number().positive().max(365).default(7),
  /** How often each server process looks for orders due for automatic approval, in seconds. */
  APPROVAL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How often each server process looks for notification mails that are due, in seconds. */
  MAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15),
});

export type Env = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
}

export const env = parseEnv(process.env);
