/**
 * Picks the storage driver from configuration: S3 when S3_BUCKET is set, else the local disk under
 * DATA_DIR/storage (decision 012).
 */
import path from 'node:path';
import type { Env } from '../env.js';
import { resolveDataDir } from '../lib/paths.js';
import type { StorageDriver } from './driver.js';
import { createLocalStorage } from './local.js';

/** The configured driver (the AWS SDK is only loaded when S3 is configured). */
export async function createStorage(env: Env): Promise<StorageDriver> {
  if (env.S3_BUCKET) {
    const { createS3Storage } = await import('./s3.js');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(resolveDataDir(env.DATA_DIR), 'storage'));
}
