import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { pieces } from './file-body';
import type { FileBody, StorageDriver } from './file-storage';
import { assertStorageKey } from './storage-key';

/** The smallest part S3 accepts (all but the last); at most two parts are held in memory. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export type S3StorageOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  partBytes?: number;
};

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Any S3-compatible store. Uploads go up one part at a time (a single PUT when the file fits in
 * one part); downloads are streamed through the API, so its authorization still decides.
 */
export function createS3Storage({ endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle, partBytes = S3_PART_BYTES }: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: several compatible stores reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let bucketReady: Promise<void> | undefined;
  const ensureBucket = () => {
    bucketReady ??= createBucketIfMissing(client, bucket).catch((error: unknown) => {
      bucketReady = undefined;
      throw error;
    });
    return bucketReady;
  };

  return {
    name: 's3',
    async put(key, body) {
      await ensureBucket();
      return uploadObject(client, bucket, assertStorageKey(key), body, partBytes);
    },
    async get(key) {
      await ensureBucket();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await ensureBucket();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
    },
    async check() {
      await ensureBucket();
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

async function createBucketIfMissing(client: S3Client, bucket: string) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (creating) {
      // Another instance starting at the same moment made it.
      if (!(creating instanceof S3ServiceException && creating.name === 'BucketAlreadyOwnedByYou')) throw creating;
    }
  }
}

async function uploadObject(client: S3Client, bucket: string, key: string, body: FileBody, partBytes: number): Promise<{ size: number }> {
  const parts = pieces(body, partBytes)[Symbol.asyncIterator]();
  const first = await parts.next();
  const firstPart = first.done ? Buffer.alloc(0) : first.value;
  const second = await parts.next();
  if (second.done) {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: firstPart, ContentLength: firstPart.byteLength }));
    return { size: firstPart.byteLength };
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
  const done: CompletedPart[] = [];
  let size = 0;
  try {
    // After the first two (read to choose between one PUT and parts), each part is read only once the one before it went up.
    let part: Buffer | undefined = firstPart;
    let queued: Buffer | undefined = second.value;
    for (let number = 1; part; number += 1) {
      const { ETag } = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: number, Body: part, ContentLength: part.byteLength }));
      done.push({ ETag, PartNumber: number });
      size += part.byteLength;
      part = queued ?? (await parts.next()).value;
      queued = undefined;
    }
    await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId })).catch(() => undefined);
    throw error;
  }
  return { size };
}
