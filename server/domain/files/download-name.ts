import { EXTENSION_OF_TYPE } from './upload-kinds';

/**
 * The name a stored file is saved under: the uploader's name with the extension of the type its
 * content was checked as, never the uploader's own (a PNG named invoice.html is served as
 * image/png and must not land on disk as .html, where a browser would open it as a page).
 */
export function downloadName(name: string, mimeType: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim() || 'file';
  const extension = EXTENSION_OF_TYPE[mimeType];
  return extension ? `${base}.${extension}` : base;
}
