import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {}

/**
 * The embedded database is owned by one process at a time. A lock file with the owner's pid
 * lets a second process (a second server, the admin CLI) say so clearly instead of corrupting it.
 */
export function acquireEmbeddedLock(dataDir: string, owner: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'db.lock');
  const holder = readHolder(lockFile);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new EmbeddedDatabaseBusyError(
      `The embedded database in ${path.resolve(dataDir)} is in use by ${holder.owner} (pid ${holder.pid}). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
    );
  }
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, owner }));
  return () => rmSync(lockFile, { force: true });
}

function readHolder(lockFile: string): { pid: number; owner: string } | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; owner: string };
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
