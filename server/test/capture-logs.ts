import { logger, setLogDestination } from '../lib/logger';

/** One line of the server log, parsed. */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

/** Reads every line the logger writes (at every level) until `restore` is called. */
export function captureLogs() {
  const lines: LogLine[] = [];
  const level = logger.level;
  logger.level = 'trace';
  const undo = setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return {
    lines,
    /** Everything written, as one string (to check what must never be in it). */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore: () => {
      undo();
      logger.level = level;
    },
  };
}
