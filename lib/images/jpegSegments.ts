// A JPEG is a start marker (FFD8) and a run of segments (FFxx, a big-endian length that
// counts itself, the payload) up to the start of scan (FFDA), after which the image data runs
// to the end. Camera metadata sits in those segments: EXIF (with its GPS block) in an APP1
// segment that starts "Exif\0\0", XMP in another APP1, IPTC in APP13. Re-encoding through a
// canvas drops them all; these helpers read, copy and check them on plain bytes.

const SOI = 0xffd8;
const SOS = 0xffda;
const APP0 = 0xffe0;
const APP1 = 0xffe1;
const APP13 = 0xffed;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
/** Where the TIFF block starts inside an EXIF segment: marker (2), length (2), "Exif\0\0" (6). */
const TIFF_START = 10;
const ORIENTATION_TAG = 0x0112;
const GPS_IFD_TAG = 0x8825;

export type JpegSegment = { marker: number; start: number; end: number };

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && readUint16(bytes, 0) === SOI;
}

/** The segments before the image data, each with its marker and its bytes' range (marker and length included). */
export function listJpegSegments(bytes: Uint8Array): JpegSegment[] {
  if (!isJpeg(bytes)) throw new Error('Not a JPEG file.');
  const segments: JpegSegment[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = readUint16(bytes, offset);
    if (marker >> 8 !== 0xff || marker === SOS) break;
    const end = offset + 2 + readUint16(bytes, offset + 2);
    if (end > bytes.length) throw new Error('The JPEG file is cut short.');
    segments.push({ marker, start: offset, end });
    offset = end;
  }
  return segments;
}

const isExifSegment = (bytes: Uint8Array, segment: JpegSegment) =>
  segment.marker === APP1 && EXIF_HEADER.every((byte, index) => bytes[segment.start + 4 + index] === byte);

/** The whole EXIF segment (marker and length included), or null when the file has none. */
export function findExifSegment(bytes: Uint8Array): Uint8Array | null {
  const segment = listJpegSegments(bytes).find((item) => isExifSegment(bytes, item));
  return segment ? bytes.slice(segment.start, segment.end) : null;
}

/** Whether the file carries metadata that may hold a location: EXIF or XMP (APP1), IPTC (APP13). */
export function hasMetadataSegments(bytes: Uint8Array): boolean {
  return listJpegSegments(bytes).some((segment) => segment.marker === APP1 || segment.marker === APP13);
}

/** The JPEG without its EXIF, XMP and IPTC segments (the image data untouched). */
export function removeMetadataSegments(jpeg: Uint8Array): Uint8Array {
  const segments = listJpegSegments(jpeg);
  const headEnd = segments.length ? segments[segments.length - 1].end : 2;
  const kept = segments.filter((segment) => segment.marker !== APP1 && segment.marker !== APP13);
  return concat([jpeg.subarray(0, 2), ...kept.map((segment) => jpeg.subarray(segment.start, segment.end)), jpeg.subarray(headEnd)]);
}

/**
 * The JPEG with this EXIF segment in place of its own (if any): after the start marker and a
 * JFIF APP0, where readers look for it.
 */
export function insertExifSegment(jpeg: Uint8Array, exifSegment: Uint8Array): Uint8Array {
  const segments = listJpegSegments(jpeg);
  const kept = segments.filter((segment) => !isExifSegment(jpeg, segment));
  const jfif = kept[0]?.marker === APP0 ? kept[0] : null;
  const headEnd = segments.length ? segments[segments.length - 1].end : 2;
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  if (jfif) parts.push(jpeg.subarray(jfif.start, jfif.end));
  parts.push(exifSegment);
  for (const segment of kept) if (segment !== jfif) parts.push(jpeg.subarray(segment.start, segment.end));
  parts.push(jpeg.subarray(headEnd));
  return concat(parts);
}

/**
 * A copy of an EXIF segment whose orientation says "as stored": a re-encoded image is already
 * drawn upright, and the original's orientation would turn it a second time.
 */
export function withUprightOrientation(exifSegment: Uint8Array): Uint8Array {
  const copy = exifSegment.slice();
  const tiff = readTiff(copy);
  if (!tiff) return copy;
  const entry = findIfdEntry(tiff, tiff.firstIfd, ORIENTATION_TAG);
  if (entry !== null) tiff.view.setUint16(entry + 8, 1, tiff.littleEndian);
  return copy;
}

export type GpsPosition = { latitude: number; longitude: number };

/** The position in an EXIF segment's GPS block, or null when it has none. */
export function readExifGps(exifSegment: Uint8Array): GpsPosition | null {
  const tiff = readTiff(exifSegment);
  if (!tiff) return null;
  const pointer = findIfdEntry(tiff, tiff.firstIfd, GPS_IFD_TAG);
  if (pointer === null) return null;
  const gpsIfd = tiff.view.getUint32(pointer + 8, tiff.littleEndian);
  const latitude = readCoordinate(tiff, gpsIfd, 1, 2);
  const longitude = readCoordinate(tiff, gpsIfd, 3, 4);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

type Tiff = { view: DataView; base: number; littleEndian: boolean; firstIfd: number };

function readTiff(segment: Uint8Array): Tiff | null {
  if (segment.length < TIFF_START + 8 || readUint16(segment, 0) !== APP1) return null;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const order = view.getUint16(TIFF_START);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const littleEndian = order === 0x4949;
  return { view, base: TIFF_START, littleEndian, firstIfd: view.getUint32(TIFF_START + 4, littleEndian) };
}

/** The absolute offset of a tag's 12-byte entry in an IFD (offset from the TIFF start), or null. */
function findIfdEntry({ view, base, littleEndian }: Tiff, ifd: number, tag: number): number | null {
  const start = base + ifd;
  if (start + 2 > view.byteLength) return null;
  const count = view.getUint16(start, littleEndian);
  for (let index = 0; index < count; index += 1) {
    const entry = start + 2 + index * 12;
    if (entry + 12 > view.byteLength) return null;
    if (view.getUint16(entry, littleEndian) === tag) return entry;
  }
  return null;
}

/** Degrees from a GPS reference (N/S/E/W, an ASCII tag) and three rationals (degrees, minutes, seconds). */
function readCoordinate(tiff: Tiff, gpsIfd: number, refTag: number, valueTag: number): number | null {
  const refEntry = findIfdEntry(tiff, gpsIfd, refTag);
  const valueEntry = findIfdEntry(tiff, gpsIfd, valueTag);
  if (refEntry === null || valueEntry === null) return null;
  const { view, base, littleEndian } = tiff;
  const ref = String.fromCharCode(view.getUint8(refEntry + 8));
  const values = base + view.getUint32(valueEntry + 8, littleEndian);
  if (values + 24 > view.byteLength) return null;
  const [degrees, minutes, seconds] = [0, 1, 2].map((index) => {
    const denominator = view.getUint32(values + index * 8 + 4, littleEndian);
    return denominator ? view.getUint32(values + index * 8, littleEndian) / denominator : 0;
  });
  const value = degrees + minutes / 60 + seconds / 3600;
  return ref === 'S' || ref === 'W' ? -value : value;
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] << 8) | bytes[offset + 1];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
