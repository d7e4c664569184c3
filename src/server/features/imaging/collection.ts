import { randomBytes } from 'node:crypto';
import type {
  CollectionItem,
  CollectionQuery,
  CollectionResponse,
  ImageJobStatus,
} from '#shared/api/imaging.js';
import { IMAGING_MESSAGES } from '#shared/imaging.js';
import type { ImageRequestRow, ImageRow } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/http/errors.js';
import type { ImagingDeps } from './context.js';

const noImage = () => notFound('No such image.');

/** Where an image's file is served, to its owner only. */
export const imageFileUrl = (id: string) => `/api/imaging/images/${id}/file`;

/** The collection: listing, favourites, deletion, files and public share links. */
export function createCollection(deps: ImagingDeps) {
  const { store, characters, analytics, config } = deps;

  async function characterName(id: string) {
    return (await characters.getForChat(id))?.publicCharacter.name ?? id;
  }

  async function toItem(row: ImageRow): Promise<CollectionItem> {
    const file = imageFileUrl(row.id);
    return {
      id: row.id,
      image_url: file,
      download_url: `${file}?download=1`,
      character_id: row.characterId,
      characters: { name: await characterName(row.characterId) },
      prompt: row.prompt,
      nsfw_level: row.sfw ? 'sfw' : 'nsfw',
      is_favorite: row.favorite,
      resolution: row.resolution,
      angle: row.angle,
      quick_action: row.quickAction,
      width: row.width,
      height: row.height,
      preview: row.preview,
      share_url: row.shareToken ? `${config.appUrl}/api/imaging/shared/${row.shareToken}` : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function own(userId: string, id: string) {
    const row = await store.ownImage(userId, id);
    if (!row) throw noImage();
    return row;
  }

  async function readFile(row: ImageRow) {
    const stored = await deps.storage.get(row.storageKey);
    if (!stored) throw notFound('This image file is missing.');
    return stored;
  }

  return {
    toItem,

    async jobStatus(userId: string, id: string): Promise<ImageJobStatus> {
      const request = await store.ownRequest(userId, id);
      if (!request) throw notFound('No such image job.');
      return statusOf(request, request.imageId ? await store.image(request.imageId) : null);
    },

    async list(userId: string, query: CollectionQuery): Promise<CollectionResponse> {
      const { rows, total } = await store.page(userId, query.filter, query.limit, query.offset);
      const next = query.offset + rows.length;
      return {
        items: await Promise.all(rows.map(toItem)),
        total,
        nextOffset: next < total ? next : null,
      };
    },

    async setFavorite(userId: string, id: string, favorite: boolean) {
      const row = await store.update(userId, id, { favorite });
      if (!row) throw noImage();
      return toItem(row);
    },

    async remove(userId: string, id: string) {
      const row = await store.remove(userId, id);
      if (!row) throw noImage();
      // The row is gone first, so a failed file delete leaves an orphan file, never a dead row.
      await deps.storage.delete(row.storageKey).catch(() => {});
    },

    async file(userId: string, id: string) {
      const row = await own(userId, id);
      return { row, name: await characterName(row.characterId), file: await readFile(row) };
    },

    async recordDownload(userId: string, id: string) {
      const row = await own(userId, id);
      await analytics.track({
        type: 'image_downloaded',
        userId,
        data: { image_id: row.id, character_id: row.characterId },
      });
    },

    async share(userId: string, id: string) {
      const row = await own(userId, id);
      if (!row.sfw) throw conflict(IMAGING_MESSAGES.onlySfwShare, 'not_shareable');
      const token = row.shareToken ?? randomBytes(24).toString('base64url');
      const shared = row.shareToken ? row : await store.update(userId, id, { shareToken: token });
      await analytics.track({
        type: 'image_shared',
        userId,
        data: { image_id: row.id, character_id: row.characterId },
      });
      return { share_url: (await toItem(shared ?? row)).share_url! };
    },

    async revokeShare(userId: string, id: string) {
      if (!(await store.update(userId, id, { shareToken: null }))) throw noImage();
    },

    async sharedFile(token: string) {
      const row = await store.sharedImage(token);
      if (!row) throw notFound('This link was revoked or never existed.');
      return { row, file: await readFile(row) };
    },
  };

  async function statusOf(
    request: ImageRequestRow,
    image: ImageRow | null,
  ): Promise<ImageJobStatus> {
    return {
      id: request.id,
      status: request.status,
      progress: request.progress,
      step: request.step,
      error: request.error,
      creditsCharged: request.creditsCharged,
      creditsRefunded: request.refunded,
      image: image ? await toItem(image) : null,
    };
  }
}

export type Collection = ReturnType<typeof createCollection>;
