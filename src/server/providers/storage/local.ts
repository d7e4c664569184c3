/**
 * Files under `DATA_DIR/files`: the embedded default storage. Each object is written to a temp
 * file and renamed into place, so a reader sees the old bytes or the new ones, never half a
 * file. The content type lives beside it in `.meta/<key>.json`, written the same way.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertStorageKey } from './keys.js';
import type { FileStorage, StoredObject } from './types.js';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  /** @param root the storage folder, usually `join(DATA_DIR, 'files')`. */
  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    await writeAtomically(this.metaPath(key), JSON.stringify({ contentType }));
    await writeAtomically(this.dataPath(key), bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const bytes = await readFile(this.dataPath(key)).catch(ifMissing(null));
    if (!bytes) return null;
    const meta = await readFile(this.metaPath(key), 'utf8').catch(ifMissing(null));
    const contentType = meta
      ? (JSON.parse(meta) as { contentType?: string }).contentType
      : undefined;
    return { bytes: new Uint8Array(bytes), contentType: contentType ?? FALLBACK_CONTENT_TYPE };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(this.dataPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async health() {
    try {
      await mkdir(this.root, { recursive: true });
      const probe = join(this.root, `.tmp-health-${randomUUID()}`);
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
      return { ok: true, kind: this.kind, detail: `local files in ${this.root}` };
    } catch (error) {
      return {
        ok: false,
        kind: this.kind,
        detail: `${this.root} is not writable: ${(error as Error).message}`,
      };
    }
  }

  private dataPath(key: string): string {
    return join(this.root, key);
  }

  private metaPath(key: string): string {
    return join(this.root, '.meta', `${key}.json`);
  }
}

async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.tmp-${randomUUID()}`);
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}
