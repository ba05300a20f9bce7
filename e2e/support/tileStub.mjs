// A stand-in tile server for the end-to-end tests (MAP_TILE_URL points here): any
// /{z}/{x}/{y}.png is a small light-grey tile with a darker edge, so the map shows a grid; anything
// else is a 404. `node e2e/support/tileStub.mjs <port>`.
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

const SIZE = 64;

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG: each row a filter byte (0) and its pixels. */
function makeTile() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(SIZE + 1);
    for (let x = 0; x < SIZE; x += 1) row[x + 1] = x === 0 || y === 0 ? 205 : 236;
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const tile = makeTile();
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;
const port = Number(process.argv[2]);

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://stub').pathname;
  if (request.method !== 'GET' || !TILE_PATH.test(path)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'no-store' });
  response.end(tile);
}).listen(port, '127.0.0.1');
