import { performance } from 'node:perf_hooks';

// One HTTP call to the API, timed from sending to the whole answer read, and the samples
// collected per action. A non-2xx answer is an error: it is counted and thrown.

/** One call: how long it took, whether it succeeded, and when it was sent (performance.now()). */
export type Sample = { ms: number; ok: boolean; at: number };

/** Latency samples per action, in the order actions were first seen. */
export class SampleRecorder {
  readonly byAction = new Map<string, Sample[]>();
  readonly errorMessages = new Map<string, number>();

  add(action: string, sample: Sample) {
    const samples = this.byAction.get(action) ?? [];
    samples.push(sample);
    this.byAction.set(action, samples);
  }

  addError(message: string) {
    this.errorMessages.set(message, (this.errorMessages.get(message) ?? 0) + 1);
  }
}

export type CallOptions = { token?: string; json?: object; form?: Record<string, string | File>; headers?: Record<string, string> };

export class BenchCallError extends Error {}

/** Calls the API; answers the envelope's `data`. With a recorder, the call is timed under `action`. */
export async function callApi<T>(baseUrl: string, action: string, method: string, path: string, options: CallOptions, recorder?: SampleRecorder): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(options.form)) body.append(name, value);
  }

  const started = performance.now();
  // A connection cut while the answer is read (an instance killed mid-answer) is no answer either.
  const { status, text } = await fetch(`${baseUrl}${path}`, { method, headers, body })
    .then(async (response) => ({ status: response.status, text: await response.text() }))
    .catch((error: unknown) => ({ status: 0, text: error instanceof Error ? error.message : String(error) }));
  const ok = status >= 200 && status < 300;
  recorder?.add(action, { ms: performance.now() - started, ok, at: started });
  if (!ok) {
    const message = `${action}: ${status || 'no answer'} ${readMessage(text)}`;
    recorder?.addError(message);
    throw new BenchCallError(message);
  }
  return (JSON.parse(text) as { data: T }).data;
}

function readMessage(text: string): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text.slice(0, 200);
  }
}
