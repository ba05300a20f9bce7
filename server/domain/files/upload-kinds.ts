/** What each kind of upload may be, checked against the file's content, not its name. */
export const UPLOAD_KINDS = {
  /** Profile pictures and company logos: shown with a plain <img>, so stored public. */
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], isPublic: true, label: 'a PNG, JPEG or WebP image' },
  /** Work-order documents, engineer documents, deliverables, receipts: private. */
  document: {
    mimeTypes: [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    isPublic: false,
    label: 'a PDF, image, Word (.docx) or Excel (.xlsx) file',
  },
  /** A customer's signature drawn on the engineer's screen: private, like the other deliverables. */
  signature: { mimeTypes: ['image/png'], isPublic: false, label: 'a PNG image' },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The extension a file of each accepted type is saved with (as file-type names it). */
export const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
