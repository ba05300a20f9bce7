import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@/components/test/mswServer';
import { LIVE_ENDPOINTS } from '@/constants';

// GET /events in UI tests: each request gets a stream the test writes to, as the API would.

export type TestEventStream = {
  request: Request;
  send: (event: string, id: number, data: object) => void;
  end: () => void;
};

/** Answers every GET /events with a fresh stream; the streams are listed in the order requested. */
export function answerEventStreams(): TestEventStream[] {
  const streams: TestEventStream[] = [];
  server.use(
    http.get(apiUrl(LIVE_ENDPOINTS.EVENTS), ({ request }) => {
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) });
      streams.push({
        request,
        send: (event, id, data) => controller.enqueue(encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`)),
        end: () => controller.close(),
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return streams;
}
