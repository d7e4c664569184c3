import { z } from 'zod';
import { CHARACTER_SORTS, CHARACTERS_PAGE_DEFAULT, CHARACTERS_PAGE_MAX } from '../constants.js';
import { text } from './text.js';

const asArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

export const characterListQuerySchema = z.object({
  q: text().trim().max(100, 'q must be at most 100 characters').optional(),
  tags: z.preprocess(
    asArray,
    z.array(text().trim().min(1, 'tags must not be empty').max(40)).max(20).optional(),
  ),
  sort: z
    .enum(CHARACTER_SORTS, { message: `sort must be one of ${CHARACTER_SORTS.join(', ')}` })
    .default('popularity'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CHARACTERS_PAGE_MAX, `limit must be at most ${CHARACTERS_PAGE_MAX}`)
    .default(CHARACTERS_PAGE_DEFAULT),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .default(0),
});
export type CharacterListQuery = z.infer<typeof characterListQuerySchema>;

/** Everything a visitor may see of a character. No persona system prompt, ever. */
export const publicCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number(),
  ageLabel: z.string().nullable(),
  displayAge: z.string(),
  bio: z.string(),
  personalityType: z.string(),
  persona: z.string(),
  greeting: z.string().nullable(),
  imageUrl: z.string(),
  thumbnail: z.string().nullable(),
  tags: z.array(z.string()),
  looks: z.array(z.string()),
  starterPrompts: z.array(z.string()),
  isPremium: z.boolean(),
  popularity: z.number(),
  rating: z.number(),
  rank: z.number().int(),
  messageCount: z.number().int(),
});
export type PublicCharacter = z.infer<typeof publicCharacterSchema>;

export const characterListResponseSchema = z.object({
  items: z.array(publicCharacterSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  nextOffset: z.number().int().nullable(),
  /** All tags of the active roster, for the filter chips. */
  availableTags: z.array(z.string()),
});
export type CharacterListResponse = z.infer<typeof characterListResponseSchema>;

export const characterIdParamsSchema = z.object({
  id: text().trim().min(1, 'id is required').max(64, 'id must be at most 64 characters'),
});
