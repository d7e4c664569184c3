import { describe, expect, it } from 'vitest';
import type { PublicCharacter } from '#shared/api/characters';
import { publicCharacterSchema } from '#shared/api/characters';
import { isCharacter, isCharacterList } from './characterShape';

const luna: PublicCharacter = {
  id: 'luna',
  name: 'Luna',
  age: 24,
  ageLabel: null,
  displayAge: '24',
  bio: 'Stargazer.',
  personalityType: 'Caring',
  persona: 'Warm and curious.',
  greeting: 'Hi there',
  imageUrl: '/media/portraits/luna.svg',
  thumbnail: null,
  tags: ['caring'],
  looks: ['Dark hair'],
  starterPrompts: ['Hello'],
  isPremium: false,
  popularity: 90,
  rating: 9.1,
  rank: 1,
  messageCount: 12,
};

describe('light character shape checks (landing and explore)', () => {
  it('accepts what the shared zod schema accepts', () => {
    expect(publicCharacterSchema.safeParse(luna).success).toBe(true);
    expect(isCharacter(luna)).toBe(true);
  });

  it('refuses a missing field, a wrong type and a non-object', () => {
    const { bio: _bio, ...withoutBio } = luna;
    expect(isCharacter(withoutBio)).toBe(false);
    expect(isCharacter({ ...luna, age: '24' })).toBe(false);
    expect(isCharacter({ ...luna, tags: [1] })).toBe(false);
    expect(isCharacter({ ...luna, greeting: undefined })).toBe(false);
    expect(isCharacter(null)).toBe(false);
    expect(isCharacter('luna')).toBe(false);
  });

  it('checks a list answer and every item in it', () => {
    const list = {
      items: [luna],
      total: 1,
      limit: 24,
      offset: 0,
      nextOffset: null,
      availableTags: [],
    };
    expect(isCharacterList(list)).toBe(true);
    expect(isCharacterList({ ...list, nextOffset: 24 })).toBe(true);
    expect(isCharacterList({ ...list, items: [{ ...luna, id: 7 }] })).toBe(false);
    expect(isCharacterList({ ...list, total: '1' })).toBe(false);
    expect(isCharacterList({ ...list, items: undefined })).toBe(false);
  });
});
