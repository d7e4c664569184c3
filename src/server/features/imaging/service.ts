import type { AccountDataRegistry } from '../auth/index.js';
import { createCollection } from './collection.js';
import { IMAGE_QUEUE, type ImagingDeps } from './context.js';
import { createGenerate } from './generate.js';
import { createPortraits } from './portraits.js';
import { createImageWorker } from './worker.js';

/** Jobs of the image queue one instance runs at once (each waits on the image backend). */
const WORKER_CONCURRENCY = 4;

export function createImagingService(deps: ImagingDeps) {
  const portraits = createPortraits(deps);
  const worker = createImageWorker(deps, portraits);
  deps.jobs.work(IMAGE_QUEUE, (job, context) => worker.run(job, context), {
    concurrency: WORKER_CONCURRENCY,
    onFailed: (job, error) => worker.fail(job, error),
  });
  const collection = createCollection(deps);
  return {
    generate: createGenerate(deps),
    ...collection,
    ...portraits,
    /** True when images can be made here (a backend and storage are plugged in). */
    available: () => Boolean(deps.backend && deps.storage),

    registerDataOwner(registry: AccountDataRegistry) {
      // Rows cascade with the user row; the files are removed with them.
      registry.register({
        name: 'imaging',
        exportRows: async (executor, userId) => ({
          images: (await deps.store.allOf(executor, userId)).map((row) => ({
            id: row.id,
            character_id: row.characterId,
            prompt: row.prompt,
            created_at: row.createdAt.toISOString(),
          })),
        }),
        deleteRows: async (executor, userId) => {
          const keys = await deps.store.storageKeysOf(executor, userId);
          await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
        },
      });
    },
  };
}

export type ImagingService = ReturnType<typeof createImagingService>;
