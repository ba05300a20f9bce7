import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import type { AppEnv } from '../lib/create-router';
import { AppError } from '../lib/errors';

/** The largest JSON (or other non-upload) body: ample for every form, far from a memory problem. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** The most files one upload request carries (a work order's documents). */
const MAX_FILES_PER_REQUEST = MAX_ASSIGNMENT_DOCUMENTS;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`);

/**
 * Refuses a body past its limit with 413 before it is read: by Content-Length when the request
 * has one, else while streaming. Multipart uploads may carry MAX_FILES_PER_REQUEST files of the
 * upload limit (each file is checked against it again when stored); every other body gets
 * JSON_BODY_MAX_BYTES.
 */
export const limitBodySize = createMiddleware<AppEnv>(async (c, next) => {
  // They carry no body, and asking for one builds the whole fetch Request of a Node request.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const isUpload = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
  const maxSize = isUpload ? c.var.uploadMaxBytes * MAX_FILES_PER_REQUEST + JSON_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  const message = isUpload
    ? `The upload is larger than ${sizeText(maxSize)} in total.`
    : `The request body is larger than ${sizeText(JSON_BODY_MAX_BYTES)}.`;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    },
  })(c, next);
});
