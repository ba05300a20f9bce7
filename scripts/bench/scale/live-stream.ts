import { createParser } from 'eventsource-parser';
import { LIVE_ENDPOINTS } from '@/constants';

// One user's live event stream as a browser holds it: reconnects when it ends (its instance
// stopped or was killed) and sends Last-Event-ID, so what came meanwhile arrives first. Every
// notification id received is counted, so the checks can find lost and doubled ones.

export class LiveStream {
  /** Notification id → how many times it arrived. */
  readonly received = new Map<number, number>();
  reconnects = 0;
  private lastEventId = 0;
  private readonly stopper = new AbortController();
  private markReady: () => void = () => undefined;
  /** Resolves once the first connection said `ready`. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  private running: Promise<void> | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly headers: Record<string, string>,
  ) {}

  start(): Promise<void> {
    this.running = this.loop();
    return this.ready;
  }

  async stop(): Promise<void> {
    this.stopper.abort();
    await this.running;
  }

  private async loop() {
    while (!this.stopper.signal.aborted) {
      try {
        await this.connectOnce();
      } catch {
        // Ended by the server or the network: reconnect, as EventSource does.
      }
      if (this.stopper.signal.aborted) return;
      this.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private async connectOnce() {
    const headers: Record<string, string> = { ...this.headers, authorization: `Bearer ${this.token}`, accept: 'text/event-stream' };
    if (this.lastEventId > 0) headers['last-event-id'] = String(this.lastEventId);
    const response = await fetch(`${this.baseUrl}${LIVE_ENDPOINTS.EVENTS}`, { headers, signal: this.stopper.signal });
    if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === 'ready') this.markReady();
        if (event.event !== 'notification' || !event.id) return;
        const id = Number(event.id);
        this.received.set(id, (this.received.get(id) ?? 0) + 1);
        this.lastEventId = Math.max(this.lastEventId, id);
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
}
