import { Readable } from 'node:stream';
import { API_V1_BASE } from '@/constants';
import { downloadName } from '../domain/files/download-name';
import type { StoredFileContent } from '../domain/files/read-stored-file';
import { contentDisposition } from './content-disposition';

/**
 * A download answer for a stored file, streamed from its storage; `inline` for pictures, attachment
 * for documents. The name's extension follows the stored type.
 */
export function fileResponse({ file, content }: StoredFileContent, disposition: 'inline' | 'attachment' = 'attachment'): Response {
  return new Response(Readable.toWeb(content.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(content.size),
      'Content-Disposition': contentDisposition(disposition, downloadName(file.originalName, file.mimeType)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  });
}

/** Where the portal loads a public picture from. */
export const publicFilePath = (storageKey: string | null | undefined) => (storageKey ? `${API_V1_BASE}/files/${storageKey}` : null);
