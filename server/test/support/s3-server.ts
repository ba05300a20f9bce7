import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../../lib/storage/s3-storage';

/**
 * A local S3-protocol server (s3rver, in a child process) on a free port over a temporary
 * folder, and settings that reach it.
 */
export async function startS3Server(bucket = 'portal-files') {
  const directory = await mkdtemp(path.join(tmpdir(), 'test-s3-'));
  const child = fork(path.join(import.meta.dirname, 's3-server-child.mjs'), [directory], { stdio: 'ignore' });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const stop = async () => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    await rm(directory, { recursive: true, force: true });
  };
  return { options, directory, stop };
}
