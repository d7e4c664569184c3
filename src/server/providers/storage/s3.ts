/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …) through
 * `@aws-sdk/client-s3`. `S3_ENDPOINT` points it at a non-AWS service; most of those want
 * path-style addressing (`S3_FORCE_PATH_STYLE=true`).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey } from './keys.js';
import type { FileStorage, StoredObject } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const bytes = await object.Body!.transformToByteArray();
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 whether or not the key existed, which is what `delete` promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async health() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return { ok: true, kind: this.kind, detail: `bucket ${this.bucket} reachable` };
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const reason = status ? `HTTP ${status}` : (error as Error).message;
      return {
        ok: false,
        kind: this.kind,
        detail: `bucket ${this.bucket} not reachable: ${reason}`,
      };
    }
  }

  /** Closes the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}
