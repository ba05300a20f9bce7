/** The centred square of a picture: the largest one that fits, in source pixels. */
export type SquareCrop = { sx: number; sy: number; size: number };

/** Profile pictures are stored at most this many pixels wide (and high). */
export const PROFILE_PICTURE_SIZE = 512;

export function getCenteredSquare(width: number, height: number): SquareCrop {
  const size = Math.min(width, height);
  return { sx: Math.floor((width - size) / 2), sy: Math.floor((height - size) / 2), size };
}

/** PNGs stay PNG (transparency); everything else becomes JPEG. */
export function getCroppedType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

export function getCroppedName(sourceName: string, type: 'image/png' | 'image/jpeg'): string {
  const base = sourceName.replace(/\.[^.]+$/, '') || 'picture';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('This file is not a picture this browser can read.'));
    };
    image.src = url;
  });
}

/** Cuts the centred square out of an image file and scales it down to PROFILE_PICTURE_SIZE. */
export async function cropToSquare(file: File): Promise<File> {
  const image = await loadImage(file);
  const { sx, sy, size } = getCenteredSquare(image.naturalWidth, image.naturalHeight);
  const target = Math.min(size, PROFILE_PICTURE_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop pictures.');
  context.drawImage(image, sx, sy, size, size, 0, 0, target, target);
  const type = getCroppedType(file.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('This browser cannot crop pictures.');
  return new File([blob], getCroppedName(file.name, type), { type });
}
