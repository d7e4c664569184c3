import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import {
  createFileStorage,
  InvalidStorageKeyError,
  LocalFileStorage,
  S3FileStorage,
  type FileStorage,
} from './index.js';

const BUCKET = 'velvet-test';
let workDir: string;
let s3server: S3rver;
let s3: S3FileStorage;
let s3Endpoint: string;
let local: LocalFileStorage;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'velvet-storage-'));
  // s3rver: an S3-compatible server in-process, so the real AWS SDK path runs over HTTP.
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3FileStorage({
    bucket: BUCKET,
    endpoint: s3Endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  local = new LocalFileStorage(join(workDir, 'files'));
});

afterAll(async () => {
  s3.close();
  await s3server.close();
  await rm(workDir, { recursive: true, force: true });
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe.each([
  ['local', () => local as FileStorage],
  ['s3', () => s3 as FileStorage],
])('%s file storage', (_kind, storage) => {
  it('stores, reads back, overwrites and deletes an object with its content type', async () => {
    const key = 'images/user-1/image-1.png';
    await storage().put(key, png, 'image/png');
    expect(await storage().get(key)).toEqual({ bytes: png, contentType: 'image/png' });
    await storage().put(key, new Uint8Array([7]), 'image/webp');
    expect(await storage().get(key)).toEqual({
      bytes: new Uint8Array([7]),
      contentType: 'image/webp',
    });
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
  });

  it('answers null for a missing key and deletes one quietly', async () => {
    expect(await storage().get('images/nobody/none.png')).toBeNull();
    await expect(storage().delete('images/nobody/none.png')).resolves.toBeUndefined();
  });

  it.each([
    '../outside.png',
    'images/../../etc/passwd',
    '/etc/passwd',
    'images//double.png',
    '.meta/images/x.png.json',
    'images/.tmp-1',
    'images\\windows.png',
    'images/nul\u0000.png',
    '',
    'a/'.repeat(300) + 'b',
  ])('refuses the key %j before touching anything', async (key) => {
    await expect(storage().put(key, png, 'image/png')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('reports itself healthy', async () => {
    expect(await storage().health()).toMatchObject({ ok: true, kind: storage().kind });
  });
});

describe('local file storage', () => {
  it('leaves no temp files behind and keeps the content type beside the file', async () => {
    await local.put('portraits/luna.png', png, 'image/png');
    expect(await readdir(join(local.root, 'portraits'))).toEqual(['luna.png']);
    expect(await readdir(join(local.root, '.meta', 'portraits'))).toEqual(['luna.png.json']);
    await local.delete('portraits/luna.png');
    expect(await readdir(join(local.root, '.meta', 'portraits'))).toEqual([]);
  });

  it('is unhealthy when its folder cannot be written', async () => {
    const blocker = join(workDir, 'not-a-folder');
    await writeFile(blocker, 'x');
    expect(await new LocalFileStorage(blocker).health()).toMatchObject({
      ok: false,
      kind: 'local',
    });
  });
});

describe('S3 file storage', () => {
  it('is unhealthy when the bucket does not exist', async () => {
    const missing = new S3FileStorage({
      bucket: 'no-such-bucket',
      endpoint: s3Endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const health = await missing.health();
    missing.close();
    expect(health).toMatchObject({ ok: false, kind: 's3' });
    expect(health.detail).toContain('HTTP 404');
  });
});

describe('createFileStorage', () => {
  it('uses DATA_DIR/files by default and the bucket when configured', () => {
    const plain = createFileStorage(loadConfig({ DATA_DIR: workDir }));
    expect(plain).toBeInstanceOf(LocalFileStorage);
    expect((plain as LocalFileStorage).root).toBe(join(workDir, 'files'));
    const bucket = createFileStorage(
      loadConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    );
    expect(bucket.kind).toBe('s3');
    (bucket as S3FileStorage).close();
  });

  it('refuses a bucket without credentials instead of falling back to local files', () => {
    expect(() => createFileStorage({ ...loadConfig({}), S3_BUCKET: BUCKET })).toThrow(
      /S3_BUCKET needs/,
    );
  });
});
