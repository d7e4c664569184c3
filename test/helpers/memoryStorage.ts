import type { FileStorage, StoredObject } from '#server/providers/storage/types.js';

/** File storage in a Map, for tests. */
export function createMemoryStorage() {
  const objects = new Map<string, StoredObject>();
  const storage: FileStorage & { objects: Map<string, StoredObject> } = {
    kind: 'local',
    objects,
    async put(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
    async health() {
      return { ok: true, kind: 'local', detail: 'memory' };
    },
  };
  return storage;
}
