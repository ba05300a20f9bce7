import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGpsExifSegment, buildTinyJpeg } from '@/e2e/support/gpsJpeg';
import { findExifSegment, insertExifSegment, readExifGps } from './jpegSegments';
import { describePreparedSize, prepareImageForUpload } from './prepareImageForUpload';

// jsdom has no canvas: the re-encoding itself is the library's (and the e2e test's); here it is
// replaced by one that answers a small JPEG without metadata, as a canvas does.
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

// jsdom's Blob has no arrayBuffer(); browsers do.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

const SITE = { latitude: 30.2711, longitude: -97.7437 };
/** A "photo" over the size limit: a JPEG with GPS EXIF, padded after its image data. */
const bigPhoto = () => {
  const jpeg = insertExifSegment(buildTinyJpeg(), buildGpsExifSegment(SITE, 6));
  const padded = new Uint8Array(3 * 1024 * 1024);
  padded.set(jpeg);
  return new File([padded], 'site.jpg', { type: 'image/jpeg' });
};

beforeEach(() => {
  compress.mockReset();
  compress.mockImplementation(async (file: File) => new File([buildTinyJpeg() as BlobPart], file.name, { type: 'image/jpeg' }));
});

describe('prepareImageForUpload', () => {
  it('compresses a large photo within the limits, on the page (no worker from a CDN)', async () => {
    const prepared = await prepareImageForUpload(bigPhoto(), { keepLocation: false });
    expect(compress).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxSizeMB: 2, maxWidthOrHeight: 2560, useWebWorker: false }));
    expect(prepared.originalBytes).toBe(3 * 1024 * 1024);
    expect(prepared.preparedBytes).toBe(prepared.file.size);
    expect(prepared.file.name).toBe('site.jpg');
    expect(findExifSegment(new Uint8Array(await prepared.file.arrayBuffer()))).toBeNull();
  });

  it('keeps the GPS position of a deliverable, with the orientation set upright', async () => {
    const prepared = await prepareImageForUpload(bigPhoto(), { keepLocation: true });
    const exif = findExifSegment(new Uint8Array(await prepared.file.arrayBuffer()));
    expect(readExifGps(exif!)?.latitude).toBeCloseTo(SITE.latitude, 5);
    expect((exif![28] << 8) | exif![29]).toBe(1);
  });

  it('strips the metadata when the library hands back the original', async () => {
    compress.mockImplementation(async (file: File) => file);
    const prepared = await prepareImageForUpload(bigPhoto(), { keepLocation: false });
    expect(findExifSegment(new Uint8Array(await prepared.file.arrayBuffer()))).toBeNull();
  });

  it('passes files that are not photos through untouched', async () => {
    const pdf = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    const prepared = await prepareImageForUpload(pdf, { keepLocation: false });
    expect(prepared.file).toBe(pdf);
    expect(compress).not.toHaveBeenCalled();
  });
});

describe('describePreparedSize', () => {
  it('shows both sizes of a photo made lighter, one size otherwise', () => {
    const file = new File(['x'], 'a.jpg');
    expect(describePreparedSize({ file, originalBytes: 12.1 * 1024 * 1024, preparedBytes: 1.8 * 1024 * 1024 })).toBe('12.1 MB → 1.8 MB');
    expect(describePreparedSize({ file, originalBytes: 2048, preparedBytes: 2048 })).toBe('2.0 KB');
  });
});
