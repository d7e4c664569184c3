import type { CharacterListResponse, PublicCharacter } from '#shared/api/characters';
import { hasShape, type Shape } from '#web/lib/shape';

// Type-only imports: the zod schemas stay out of the landing and explore pages' JavaScript.
// `Shape<T>` makes the compiler insist that every field of the shared type is listed here.
const CHARACTER: Shape<PublicCharacter> = {
  id: 'string',
  name: 'string',
  age: 'number',
  ageLabel: 'string?',
  displayAge: 'string',
  bio: 'string',
  personalityType: 'string',
  persona: 'string',
  greeting: 'string?',
  imageUrl: 'string',
  thumbnail: 'string?',
  tags: 'string[]',
  looks: 'string[]',
  starterPrompts: 'string[]',
  isPremium: 'boolean',
  popularity: 'number',
  rating: 'number',
  rank: 'number',
  messageCount: 'number',
};

type ListFields = Omit<CharacterListResponse, 'items' | 'nextOffset'>;
const LIST: Shape<ListFields> = {
  total: 'number',
  limit: 'number',
  offset: 'number',
  availableTags: 'string[]',
};

export const isCharacter = (body: unknown): body is PublicCharacter => hasShape(body, CHARACTER);

export function isCharacterList(body: unknown): body is CharacterListResponse {
  if (!hasShape<ListFields>(body, LIST)) return false;
  const { items, nextOffset } = body as Partial<CharacterListResponse>;
  return (
    Array.isArray(items) &&
    items.every(isCharacter) &&
    (nextOffset === null || typeof nextOffset === 'number')
  );
}
