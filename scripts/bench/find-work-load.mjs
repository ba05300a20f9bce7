import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

// The find-work benchmark's load: `connections` loops, each sending the next GET as soon as the
// last answer is read, for `seconds`. Runs in a worker thread so the client does not share the
// servers' event loop.

const { url, headers, connections, seconds, warmupRequests } = workerData;

async function call() {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

for (let index = 0; index < warmupRequests; index += 1) await call();
parentPort.postMessage({ warm: true });

const samples = [];
let errors = 0;
const started = performance.now();
const end = started + seconds * 1000;
const loop = async () => {
  while (performance.now() < end) {
    const { ms, ok } = await call();
    samples.push(ms);
    if (!ok) errors += 1;
  }
};
await Promise.all(Array.from({ length: connections }, loop));
parentPort.postMessage({ samples, errors, seconds: (performance.now() - started) / 1000 });
