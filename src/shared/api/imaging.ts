import { z } from 'zod';
import { text } from './text.js';
import {
  COLLECTION_FILTERS,
  COLLECTION_PAGE_DEFAULT,
  COLLECTION_PAGE_MAX,
  IMAGE_ANGLE_IDS,
  IMAGE_PROMPT_MAX_CHARS,
  IMAGE_RESOLUTION_IDS,
  QUICK_ACTION_IDS,
} from '../imaging.js';

/** Request and response shapes of the imaging API (docs/API.md, "Imaging"). */

const characterIdField = (name: string) =>
  text({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`);

export const generateImageRequestSchema = z.object({
  characterId: characterIdField('characterId'),
  userText: text({ message: 'userText is required', multiLine: true })
    .trim()
    .min(1, 'Describe the image you want')
    .max(
      IMAGE_PROMPT_MAX_CHARS,
      `Descriptions can be at most ${IMAGE_PROMPT_MAX_CHARS} characters`,
    ),
  resolution: z.enum(IMAGE_RESOLUTION_IDS, { message: 'Unknown resolution' }),
  angle: z.enum(IMAGE_ANGLE_IDS, { message: 'Unknown camera angle' }),
  quickAction: z.enum(QUICK_ACTION_IDS, { message: 'Unknown quick action' }).nullish(),
  /** A second character in the scene: a multi-character scene (costs credits). */
  withCharacterId: characterIdField('withCharacterId').nullish(),
  /** Asked for in this chat (a selfie request): the image is posted there when done. */
  conversationId: z.uuid('Unknown conversation').nullish(),
});
export type GenerateImageRequest = z.infer<typeof generateImageRequestSchema>;

export const generateImageResponseSchema = z.object({ jobId: z.uuid() });

/** `POST /api/admin/characters/:id/portrait`: the character whose portrait the pipeline makes. */
export const portraitParamsSchema = z.object({ id: characterIdField('id') });
export const portraitFileParamsSchema = z.object({
  characterId: characterIdField('characterId'),
  file: z.string().regex(/^[0-9a-f-]{36}\.png$/, 'Unknown portrait'),
});

export const imageJobParamsSchema = z.object({ id: z.uuid('Unknown image job') });
export const imageParamsSchema = z.object({ id: z.uuid('Unknown image') });
export const shareParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Unknown share link'),
});

export const collectionItemSchema = z.object({
  id: z.uuid(),
  image_url: z.string(),
  download_url: z.string(),
  character_id: z.string(),
  characters: z.object({ name: z.string() }),
  prompt: z.string(),
  nsfw_level: z.enum(['sfw', 'nsfw']),
  is_favorite: z.boolean(),
  resolution: z.string(),
  angle: z.string(),
  quick_action: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Made by the local preview renderer, not by an image model. */
  preview: z.boolean(),
  share_url: z.string().nullable(),
  created_at: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const imageJobStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0–100; real when the backend reports it. */
  progress: z.number().int(),
  step: z.string().nullable(),
  error: z.string().nullable(),
  creditsCharged: z.number().int(),
  creditsRefunded: z.boolean(),
  image: collectionItemSchema.nullable(),
});
export type ImageJobStatus = z.infer<typeof imageJobStatusSchema>;

export const collectionQuerySchema = z.object({
  filter: z.enum(COLLECTION_FILTERS, { message: 'Unknown filter' }).default('all'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(COLLECTION_PAGE_MAX, `limit must be at most ${COLLECTION_PAGE_MAX}`)
    .default(COLLECTION_PAGE_DEFAULT),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int()
    .min(0, 'offset must be at least 0')
    .max(1_000_000)
    .default(0),
});
export type CollectionQuery = z.infer<typeof collectionQuerySchema>;

export const collectionResponseSchema = z.object({
  items: z.array(collectionItemSchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

export const favoriteRequestSchema = z.object({
  is_favorite: z.boolean({ message: 'is_favorite must be true or false' }),
});

export const shareResponseSchema = z.object({ share_url: z.string() });
