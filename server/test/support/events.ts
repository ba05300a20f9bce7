import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { TestApp } from '../helpers';

// Reads GET /events of the in-process app as a browser would: an SSE parser over the body.

export type OpenedStream = {
  response: Response;
  /** The next event (comments such as the heartbeat are skipped); undefined once the stream has ended. */
  next: () => Promise<EventSourceMessage | undefined>;
  /** Hangs up, as a closed tab does. */
  close: () => Promise<void>;
};

type OpenStreamOptions = { token?: string; query?: string; headers?: Record<string, string> };

export async function openEventStream(app: TestApp, { token, query = '', headers = {} }: OpenStreamOptions = {}): Promise<OpenedStream> {
  const response = await app.request(`/api/v1/events${query}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const reader = response.ok && response.body ? response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader() : undefined;
  return {
    response,
    next: async () => (reader ? (await reader.read()).value : undefined),
    close: async () => {
      await reader?.cancel().catch(() => undefined);
    },
  };
}

/** The data of a notification event, parsed. */
export const eventData = (message: EventSourceMessage | undefined) => (message ? (JSON.parse(message.data) as { id: number; kind: string; assignment_id: number | null }) : undefined);
