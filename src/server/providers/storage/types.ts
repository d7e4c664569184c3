/**
 * File storage: an S3-compatible bucket when `S3_BUCKET` (and its credentials) are set, else
 * files under `DATA_DIR/files`. Keys are opaque paths chosen by features (e.g.
 * `images/<userId>/<imageId>.png`); access control is the caller's job — storage never serves
 * files on its own.
 */

export type StorageKind = 's3' | 'local';

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  readonly kind: StorageKind;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  health(): Promise<{ ok: boolean; kind: StorageKind; detail: string }>;
}
