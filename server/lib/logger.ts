import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { env } from '../env';

export type { Logger };

/**
 * Keys whose values never reach the log, wherever a caller puts them (one level deep too):
 * passwords, tokens, the Authorization header, and a failed query's bound values (`params`).
 */
export const REDACTED_KEYS = ['password', 'token', 'authorization', 'params'];

/**
 * JSON lines on stdout, written synchronously so nothing is lost when the process exits. In
 * development the same lines are made readable by pino-pretty, as a stream in this thread: a
 * transport would run in a worker thread, which the bundled server cannot start.
 */
function createDefaultDestination(): DestinationStream {
  if (env.NODE_ENV === 'development') {
    return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  }
  return pino.destination({ dest: 1, sync: true });
}

let destination: DestinationStream | undefined;

/** Where the lines go, looked up per line so tests can read them (see setLogDestination). */
const forward: DestinationStream = { write: (line) => (destination ??= createDefaultDestination()).write(line) };

/** The server's one logger: one JSON object per line, at LOG_LEVEL and above. */
export const logger: Logger = pino(
  {
    level: env.LOG_LEVEL,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
  },
  forward,
);

/** Sends the log to `next` instead (tests); answers the undo. */
export function setLogDestination(next: DestinationStream): () => void {
  const previous = destination;
  destination = next;
  return () => {
    destination = previous;
  };
}
