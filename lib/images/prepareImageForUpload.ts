import imageCompression from 'browser-image-compression';
import { formatFileSize } from '@/lib/formatters';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@/constants/photos';
import { findExifSegment, hasMetadataSegments, insertExifSegment, isJpeg, removeMetadataSegments, withUprightOrientation } from './jpegSegments';

export type PreparedImage = {
  file: File;
  /** The chosen file's size and the size sent, for "12.1 MB → 1.8 MB". */
  originalBytes: number;
  preparedBytes: number;
};

type PrepareOptions = {
  /** Deliverables keep the photo's EXIF (with its GPS position) as evidence; everything else loses it. */
  keepLocation: boolean;
};

const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Makes a photo light before it is uploaded: at most PHOTO_MAX_SIDE_PX on its longest side and
 * PHOTO_MAX_BYTES, upright. A photo already within both is sent as it is, unless it carries
 * metadata that must go. Re-encoding drops all metadata, so for `keepLocation` the original's
 * EXIF is copied back (with its orientation set upright, as the pixels now are). Other files
 * (PDF, Word…) pass through untouched.
 */
export async function prepareImageForUpload(file: File, { keepLocation }: PrepareOptions): Promise<PreparedImage> {
  const unchanged = { file, originalBytes: file.size, preparedBytes: file.size };
  if (!RESIZABLE_TYPES.has(file.type)) return unchanged;
  const original = new Uint8Array(await file.arrayBuffer());
  const jpeg = isJpeg(original);
  const mustDropMetadata = !keepLocation && jpeg && hasMetadataSegments(original);
  if (file.size <= PHOTO_MAX_BYTES && !mustDropMetadata && (await fitsMaxSide(file))) return unchanged;

  const compressed = await imageCompression(file, {
    maxSizeMB: PHOTO_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: PHOTO_MAX_SIDE_PX,
    // The worker would load the library from a CDN, which the portal's CSP refuses.
    useWebWorker: false,
  });
  let bytes: Uint8Array = new Uint8Array(await compressed.arrayBuffer());
  const exif = keepLocation && jpeg ? findExifSegment(original) : null;
  if (exif && isJpeg(bytes)) bytes = insertExifSegment(bytes, withUprightOrientation(exif));
  // The library hands back the original when re-encoding would make it larger: its metadata must still go.
  if (mustDropMetadata && isJpeg(bytes) && hasMetadataSegments(bytes)) bytes = removeMetadataSegments(bytes);
  const prepared = new File([bytes as BlobPart], file.name, { type: compressed.type || file.type, lastModified: file.lastModified });
  return { file: prepared, originalBytes: file.size, preparedBytes: prepared.size };
}

/** Whether the image's longest side is within PHOTO_MAX_SIDE_PX (decoded by the browser). */
async function fitsMaxSide(file: File): Promise<boolean> {
  const bitmap = await createImageBitmap(file);
  const fits = Math.max(bitmap.width, bitmap.height) <= PHOTO_MAX_SIDE_PX;
  bitmap.close();
  return fits;
}

/** "12.1 MB → 1.8 MB" for a photo made lighter, the one size otherwise. */
export function describePreparedSize({ originalBytes, preparedBytes }: PreparedImage): string {
  return originalBytes === preparedBytes ? formatFileSize(originalBytes) : `${formatFileSize(originalBytes)} → ${formatFileSize(preparedBytes)}`;
}
