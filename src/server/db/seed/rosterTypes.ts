/** One built-in character as seeded on start. */
export interface RosterCharacter {
  id: string;
  name: string;
  age: number;
  ageLabel: string | null;
  /** Two short lines separated by '\n'. */
  bio: string;
  personalityType: string;
  /** Public persona: one or two sentences a visitor may read. */
  persona: string;
  /** Server-only, 50–1500 characters, mentions 21+ and gives flirty tone guidance; tasteful. */
  personaSystemPrompt: string;
  /** The character's own opening line; null uses the generic greeting. */
  greeting: string | null;
  tags: string[];
  /** Up to 3 short appearance items, e.g. 'Silver hair'. */
  looks: string[];
  /** Exactly 10. */
  starterPrompts: string[];
  isPremium: boolean;
  popularity: number;
  rating: number;
  appearance: { bodySpec: string; styleHints: string };
  /** DiceBear portrait options: background colours (hex without #) and a seed. */
  portrait: { seed: string; backgroundColor: string[] };
}

/** The shared tag vocabulary of the roster (explore chips overlap across characters). */
export const ROSTER_TAGS = [
  'romantic',
  'playful',
  'gamer',
  'artist',
  'fitness',
  'bookworm',
  'adventurous',
  'music',
  'mysterious',
  'sweet',
  'confident',
  'nerdy',
  'foodie',
  'traveler',
  'goth',
] as const;
