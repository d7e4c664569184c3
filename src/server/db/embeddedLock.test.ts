import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from './embeddedLock.js';

describe('embedded database lock', () => {
  it('tells a second process clearly that the server holds the database', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // The parent process is alive and is not us: it stands in for a running server.
    writeFileSync(
      path.join(dir, 'db.lock'),
      JSON.stringify({ pid: process.ppid, owner: 'the app server' }),
    );
    expect(() => acquireEmbeddedLock(dir, 'the admin CLI')).toThrow(EmbeddedDatabaseBusyError);
    expect(() => acquireEmbeddedLock(dir, 'the admin CLI')).toThrow(/in use by the app server/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    writeFileSync(
      path.join(dir, 'db.lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, owner: 'old server' }),
    );
    const release = acquireEmbeddedLock(dir, 'the app server');
    release();
    const again = acquireEmbeddedLock(dir, 'the admin CLI');
    again();
  });
});
