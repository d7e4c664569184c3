/**
 * Storage keys are relative paths of plain segments (letters, digits, `.`, `_`, `-`), never
 * starting with a dot, so a key cannot climb out of the storage root (`..`), name an absolute
 * path, or collide with the local adapter's own `.tmp-*` files and `.meta/` folder.
 */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (key.length > MAX_KEY_LENGTH || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
}
