import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { FileBody } from './file-storage';

/** Any file body as a Node stream of Buffers. */
export function toReadable(body: FileBody): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
  return Readable.fromWeb(body as NodeWebStream<Uint8Array>);
}

/**
 * The body in pieces of exactly `size` bytes (the last one shorter, and one empty piece for an empty
 * body), holding at most one piece plus one incoming chunk at a time.
 */
export async function* pieces(body: FileBody, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let yielded = false;
  for await (const chunk of toReadable(body)) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (heldBytes + rest.byteLength >= size) {
      const take = size - heldBytes;
      held.push(rest.subarray(0, take));
      rest = rest.subarray(take);
      yield Buffer.concat(held, size);
      yielded = true;
      held = [];
      heldBytes = 0;
    }
    if (rest.byteLength > 0) {
      // A copy, so a small slice does not keep its whole source chunk alive.
      held.push(Buffer.from(rest));
      heldBytes += rest.byteLength;
    }
  }
  if (heldBytes > 0 || !yielded) yield Buffer.concat(held, heldBytes);
}
