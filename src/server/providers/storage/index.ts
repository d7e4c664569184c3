/**
 * Chooses the file storage from the configuration: an S3-compatible bucket when `S3_BUCKET` is
 * set (the configuration refuses a bucket without credentials), else files under
 * `DATA_DIR/files`.
 */
import { join } from 'node:path';
import type { AppConfig } from '#server/config.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './types.js';

export type FileStorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.S3_BUCKET) {
    // loadConfig refuses this already; a hand-built config must not fall back to local files silently.
    if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalFileStorage(join(config.DATA_DIR, 'files'));
}

export { assertStorageKey, InvalidStorageKeyError } from './keys.js';
export { LocalFileStorage } from './local.js';
export { S3FileStorage, type S3StorageOptions } from './s3.js';
export type { FileStorage, StorageKind, StoredObject } from './types.js';
