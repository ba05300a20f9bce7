// Test fixtures: an EXIF segment such as a phone camera writes (orientation and a GPS block,
// big-endian "MM" TIFF), and a tiny JPEG to carry it, built byte by byte so the tests do not
// depend on a sample photo.

export type FixturePosition = { latitude: number; longitude: number };

/** An APP1 "Exif" segment with IFD0 { Orientation, GPS pointer } and a GPS IFD with the position. */
export function buildGpsExifSegment({ latitude, longitude }: FixturePosition, orientation = 6): Uint8Array {
  const tiff: number[] = [];
  const u16 = (value: number) => tiff.push((value >> 8) & 0xff, value & 0xff);
  const u32 = (value: number) => tiff.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
  const entry = (tag: number, type: number, count: number, value: number, isShort = false) => {
    u16(tag);
    u16(type);
    u32(count);
    if (isShort) {
      u16(value);
      u16(0);
    } else u32(value);
  };
  const asciiEntry = (tag: number, letter: string) => {
    u16(tag);
    u16(2);
    u32(2);
    tiff.push(letter.charCodeAt(0), 0, 0, 0);
  };
  // Layout (offsets from the TIFF start): header 8, IFD0 at 8 (2 entries: 2 + 24 + 4 = 30),
  // GPS IFD at 38 (4 entries: 2 + 48 + 4 = 54), rationals at 92 (latitude) and 116 (longitude).
  tiff.push(0x4d, 0x4d);
  u16(42);
  u32(8);
  u16(2);
  entry(0x0112, 3, 1, orientation, true);
  entry(0x8825, 4, 1, 38);
  u32(0);
  u16(4);
  asciiEntry(1, latitude < 0 ? 'S' : 'N');
  entry(2, 5, 3, 92);
  asciiEntry(3, longitude < 0 ? 'W' : 'E');
  entry(4, 5, 3, 116);
  u32(0);
  for (const value of [Math.abs(latitude), Math.abs(longitude)]) {
    const degrees = Math.floor(value);
    const minutes = Math.floor((value - degrees) * 60);
    const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 1000);
    for (const [numerator, denominator] of [[degrees, 1], [minutes, 1], [seconds, 1000]]) {
      u32(numerator);
      u32(denominator);
    }
  }
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** The smallest shape of a JPEG these helpers read: SOI, a JFIF APP0, a start of scan and some "image data", EOI. */
export function buildTinyJpeg(): Uint8Array {
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const scan = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34, 0x56, 0x78];
  return Uint8Array.from([0xff, 0xd8, ...jfif, ...scan, 0xff, 0xd9]);
}
