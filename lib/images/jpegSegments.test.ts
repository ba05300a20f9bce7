import { describe, expect, it } from 'vitest';
import { buildGpsExifSegment, buildTinyJpeg } from '@/e2e/support/gpsJpeg';
import { findExifSegment, hasMetadataSegments, insertExifSegment, isJpeg, listJpegSegments, readExifGps, removeMetadataSegments, withUprightOrientation } from './jpegSegments';

const SITE = { latitude: 30.2711, longitude: -97.7437 };

/** The orientation value in a fixture's IFD0 (first entry; its value sits 8 bytes into the entry). */
const orientationOf = (segment: Uint8Array) => (segment[10 + 8 + 2 + 8] << 8) | segment[10 + 8 + 2 + 9];

describe('JPEG segments', () => {
  it('lists the segments before the image data and stops at the start of scan', () => {
    const jpeg = insertExifSegment(buildTinyJpeg(), buildGpsExifSegment(SITE));
    expect(isJpeg(jpeg)).toBe(true);
    expect(listJpegSegments(jpeg).map((segment) => segment.marker.toString(16))).toEqual(['ffe0', 'ffe1']);
  });

  it('refuses what is not a JPEG, and a segment longer than the file', () => {
    expect(() => listJpegSegments(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toThrow('Not a JPEG');
    expect(() => listJpegSegments(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x10, 0]))).toThrow('cut short');
  });

  it('reads the GPS position back from an EXIF segment', () => {
    const gps = readExifGps(buildGpsExifSegment(SITE));
    expect(gps?.latitude).toBeCloseTo(SITE.latitude, 5);
    expect(gps?.longitude).toBeCloseTo(SITE.longitude, 5);
    expect(readExifGps(buildGpsExifSegment({ latitude: -33.8688, longitude: 151.2093 }))?.latitude).toBeCloseTo(-33.8688, 5);
  });

  it('copies an EXIF segment into a JPEG that has none, after its JFIF header, with the image data untouched', () => {
    const plain = buildTinyJpeg();
    expect(findExifSegment(plain)).toBeNull();
    expect(hasMetadataSegments(plain)).toBe(false);
    const exif = buildGpsExifSegment(SITE);
    const tagged = insertExifSegment(plain, exif);
    expect(tagged.length).toBe(plain.length + exif.length);
    expect(findExifSegment(tagged)).toEqual(exif);
    expect(hasMetadataSegments(tagged)).toBe(true);
    expect(tagged.subarray(2, 20)).toEqual(plain.subarray(2, 20));
    expect(tagged.subarray(20 + exif.length)).toEqual(plain.subarray(20));
  });

  it('replaces an EXIF segment the JPEG already has rather than adding a second', () => {
    const once = insertExifSegment(buildTinyJpeg(), buildGpsExifSegment({ latitude: 1, longitude: 2 }));
    const twice = insertExifSegment(once, buildGpsExifSegment(SITE));
    expect(listJpegSegments(twice).filter((segment) => segment.marker === 0xffe1)).toHaveLength(1);
    expect(readExifGps(findExifSegment(twice)!)?.latitude).toBeCloseTo(SITE.latitude, 5);
  });

  it('sets the orientation upright in a copy and keeps the GPS block', () => {
    const exif = buildGpsExifSegment(SITE, 6);
    const upright = withUprightOrientation(exif);
    expect(orientationOf(exif)).toBe(6);
    expect(orientationOf(upright)).toBe(1);
    expect(readExifGps(upright)?.longitude).toBeCloseTo(SITE.longitude, 5);
  });

  it('finds no position in an EXIF segment without a GPS block', () => {
    const exif = buildGpsExifSegment(SITE);
    // Rename the GPS pointer's tag (second IFD0 entry) so IFD0 no longer points at a GPS block.
    const withoutGps = exif.slice();
    withoutGps[10 + 8 + 2 + 12] = 0x01;
    expect(readExifGps(withoutGps)).toBeNull();
  });
});

describe('removeMetadataSegments', () => {
  it('drops EXIF and keeps the JFIF header and the image data', () => {
    const plain = buildTinyJpeg();
    const stripped = removeMetadataSegments(insertExifSegment(plain, buildGpsExifSegment(SITE)));
    expect(stripped).toEqual(plain);
    expect(hasMetadataSegments(stripped)).toBe(false);
  });
});
