import { randomUUID } from 'node:crypto';
import type { CreditRequestType } from '#shared/plans.js';
import { CHAT_IMAGE_CAPTION, IMAGING_MESSAGES } from '#shared/imaging.js';
import type { ImageRequestRow } from '#server/db/schema/index.js';
import { PermanentJobError, type Job, type JobContext } from '#server/jobs/queue.js';
import { ImageBackendError, type ImageProgress } from '#server/providers/images/types.js';
import { renderPortrait } from '../characters/index.js';
import { imageFileUrl } from './collection.js';
import type { ImagingDeps } from './context.js';
import type { Portraits } from './portraits.js';
import { buildImageRequest, sceneCharacterOf } from './prompt.js';

/** Progress is written at most this often: the page polls or listens, it needs no more. */
const PROGRESS_WRITE_MS = 400;

/** Writes the latest progress in order, skipping the ones superseded while a write ran. */
function progressWriter(deps: ImagingDeps, requestId: string) {
  let latest: ImageProgress | null = null;
  let lastWrite = 0;
  let chain = Promise.resolve();
  return {
    report(progress: ImageProgress) {
      latest = progress;
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      chain = chain
        .then(() => {
          const current = latest!;
          const percent = Math.max(0, Math.min(99, Math.round(current.percent)));
          return deps.store.setProgress(requestId, percent, current.step ?? null);
        })
        .catch(() => {});
    },
    settled: () => chain,
  };
}

/** The image job and its failure path (docs/decisions/0050-imaging-jobs.md). */
export function createImageWorker(deps: ImagingDeps, portraits: Portraits) {
  const { store, characters, analytics, log } = deps;

  const scene = async (id: string | null) => (id ? sceneCharacterOf(characters, id) : null);

  async function render(request: ImageRequestRow, context: JobContext) {
    const { backend } = deps;
    const [character, companion] = await Promise.all([
      scene(request.characterId),
      scene(request.withCharacterId),
    ]);
    if (!character) throw new PermanentJobError('This character is no longer available.');
    // A portrait made by the pipeline is the face the image starts from (and the preview's).
    const face = await portraits.faceReference(character.id);
    const imageRequest = {
      ...buildImageRequest(request, character, companion),
      faceReference: face,
      portrait: face
        ? { bytes: face, contentType: 'image/png' }
        : {
            bytes: new TextEncoder().encode(renderPortrait(character.id)),
            contentType: 'image/svg+xml',
          },
    };
    const progress = progressWriter(deps, request.id);
    try {
      const generated = await backend.generate(imageRequest, {
        signal: context.signal,
        onProgress: (update) => progress.report(update),
      });
      await progress.settled();
      return generated;
    } catch (error) {
      await progress.settled();
      if (error instanceof ImageBackendError && !error.transient)
        throw new PermanentJobError(error.message);
      // Transient: the queue tries again after a backoff; the page says so meanwhile.
      await store.setProgress(request.id, 0, 'Retrying after a hiccup...');
      throw error;
    }
  }

  return {
    async run(job: Job, context: JobContext) {
      const request = await store.request(String(job.payload.requestId));
      if (!request || request.status === 'done' || request.status === 'failed')
        return { skipped: true };
      await store.markRunning(request.id);
      const generated = await render(request, context);
      const imageId = randomUUID();
      const storageKey = `images/${request.userId}/${imageId}.png`;
      await deps.storage!.put(storageKey, generated.bytes, generated.contentType);
      const image = await store.finish(request.id, {
        id: imageId,
        userId: request.userId,
        requestId: request.id,
        characterId: request.characterId,
        prompt: request.prompt,
        resolution: request.resolution,
        angle: request.angle,
        quickAction: request.quickAction,
        width: generated.width,
        height: generated.height,
        sfw: request.sfw,
        preview: generated.preview,
        storageKey,
      });
      // A retry after a crash between the two writes finds the first image: drop our copy.
      if (image.id !== imageId) await deps.storage!.delete(storageKey);
      else if (request.conversationId)
        await deps.chat.postImage(request.conversationId, {
          imageUrl: imageFileUrl(image.id),
          caption: CHAT_IMAGE_CAPTION,
        });
      const name = (await characters.getForChat(request.characterId))?.publicCharacter.name;
      await analytics.track({
        type: 'image_generated',
        userId: request.userId,
        data: {
          character_id: request.characterId,
          character_name: name ?? request.characterId,
          prompt: request.prompt.slice(0, 100),
        },
      });
      // Only the attempt that stored the image announces it (a retry finds it and stays quiet).
      if (image.id === imageId)
        void deps.onImageReady?.(request.userId, {
          imageId: image.id,
          characterName: name ?? request.characterId,
        });
      return { imageId: image.id };
    },

    /** After the last attempt: the request fails with a clear message and its credits return. */
    async fail(job: Job, error: Error) {
      const requestId = String(job.payload.requestId);
      const message = `${IMAGING_MESSAGES.generationFailed}: ${error.message}`;
      try {
        await deps.db.transaction(async (tx) => {
          const failed = await store.fail(tx, requestId, message);
          if (!failed || !failed.charges) return;
          for (const charge of failed.charges.split(',') as CreditRequestType[])
            await deps.credits.refundCredits(
              failed.userId,
              charge,
              `image:${requestId}:${charge}`,
              tx,
            );
          await store.markRefunded(tx, requestId);
        });
      } catch (failure) {
        log.error({ err: failure, requestId }, 'image request not marked failed or refunded');
        throw failure;
      }
    },
  };
}
