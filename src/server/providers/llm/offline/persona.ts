/**
 * Turns a character's public fields into a speaking voice: a style (which colours openers, pet
 * names and emoji), interests to talk about, and a first-person self-description.
 */
import type { ChatTurn, OfflineCharacterContext } from '../types.js';

export type Style = 'playful' | 'sweet' | 'confident' | 'mysterious';

export interface Voice {
  name: string;
  style: Style;
  /** Lower-case personality type, e.g. "playful and bubbly" ('' when unknown). */
  trait: string;
  /** Things she likes talking about, e.g. "painting", "late-night gaming". */
  interests: string[];
  /** "I'm a dreamy artist who …" when the persona allows it, else ''. */
  selfDescription: string;
  starterPrompts: string[];
}

const STYLE_WORDS: Record<Style, string[]> = {
  playful: [
    'playful',
    'bubbly',
    'cheerful',
    'fun',
    'energetic',
    'flirty',
    'cheeky',
    'witty',
    'teasing',
    'silly',
    'spontaneous',
  ],
  sweet: [
    'sweet',
    'caring',
    'gentle',
    'kind',
    'nurturing',
    'shy',
    'romantic',
    'soft',
    'warm',
    'innocent',
    'loyal',
    'girl next door',
  ],
  confident: [
    'confident',
    'bold',
    'fierce',
    'dominant',
    'adventurous',
    'sassy',
    'sporty',
    'athletic',
    'ambitious',
    'rebel',
    'wild',
  ],
  mysterious: [
    'mysterious',
    'dark',
    'gothic',
    'goth',
    'enigmatic',
    'elegant',
    'sophisticated',
    'intellectual',
    'artistic',
    'dreamy',
    'calm',
  ],
};

/** Tags that read better as a pastime than as "all things X". */
const TAG_INTERESTS: Record<string, string> = {
  gamer: 'late-night gaming sessions',
  gaming: 'late-night gaming sessions',
  artist: 'painting until my fingers are covered in colour',
  art: 'sketching little portraits',
  music: 'finding new songs to fall in love with',
  musician: 'writing melodies at midnight',
  singer: 'singing when I think nobody is listening',
  bookworm: 'getting lost in a good book',
  books: 'getting lost in a good book',
  fitness: 'a good morning workout',
  athletic: 'a good morning workout',
  sporty: 'a good morning workout',
  yoga: 'slow yoga mornings',
  cooking: 'cooking something cosy',
  chef: 'cooking something cosy',
  travel: 'planning trips to places I have never been',
  adventurous: 'spontaneous little adventures',
  nature: 'long walks in the fresh air',
  dancer: 'dancing around my kitchen',
  dance: 'dancing around my kitchen',
  fashion: 'putting outfits together',
  nerd: 'nerding out over sci-fi',
  nerdy: 'nerding out over sci-fi',
  anime: 'binge-watching anime',
  coffee: 'the perfect cup of coffee',
  photography: 'taking photos of golden hour',
  poetry: 'writing a little poetry',
  stars: 'stargazing',
  astronomy: 'stargazing',
  beach: 'lazy days at the beach',
};
const STYLE_TAGS = new Set(Object.values(STYLE_WORDS).flat());
const FALLBACK_INTERESTS = [
  'late-night conversations',
  'good music',
  'long walks',
  'cosy movie nights',
];

export function buildVoice(
  character: OfflineCharacterContext | undefined,
  messages: ChatTurn[],
): Voice {
  const known = character ?? characterFromSystem(messages);
  const tags = known.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  const interests = [
    ...new Set(
      tags.flatMap((tag) => {
        if (TAG_INTERESTS[tag]) return [TAG_INTERESTS[tag]];
        return STYLE_TAGS.has(tag) ? [] : [`all things ${tag}`];
      }),
    ),
  ];
  return {
    name: known.name || 'your companion',
    style: pickStyle(`${known.personalityType} ${known.persona} ${tags.join(' ')}`),
    trait: known.personalityType.trim().toLowerCase(),
    interests: interests.length > 0 ? interests : FALLBACK_INTERESTS,
    selfDescription: firstPerson(known.persona, known.name),
    starterPrompts: known.starterPrompts,
  };
}

function pickStyle(text: string): Style {
  const lower = text.toLowerCase();
  let best: Style = 'sweet';
  let bestScore = 0;
  for (const [style, words] of Object.entries(STYLE_WORDS) as Array<[Style, string[]]>) {
    const score = words.filter((word) => lower.includes(word)).length;
    if (score > bestScore) [best, bestScore] = [style, score];
  }
  return best;
}

/** "Luna is a dreamy artist who loves the night sky." → "I'm a dreamy artist who loves the night sky." */
function firstPerson(persona: string, name: string): string {
  const first = persona.split(/(?<=[.!?])\s/)[0]?.trim() ?? '';
  if (!first || first.length > 180) return '';
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rewritten = first
    .replace(new RegExp(`^${escaped}\\s+is\\s+`, 'i'), "I'm ")
    .replace(/^(a|an)\s/i, (article) => `I'm ${article.toLowerCase()}`);
  if (!rewritten.startsWith("I'm ")) return '';
  // Third-person leftovers would sound odd in her mouth.
  if (/\b(she|her|hers|herself)\b/i.test(rewritten)) return '';
  return /[.!?]$/.test(rewritten) ? rewritten : `${rewritten}.`;
}

/**
 * Without a character in the request, reads the public fields back from the system message that
 * prompt.ts writes ("Name: …", "Personality: …", "Tags: …").
 */
function characterFromSystem(messages: ChatTurn[]): OfflineCharacterContext {
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const field = (label: string) =>
    new RegExp(`^${label}:\\s*(.+)$`, 'mi').exec(system)?.[1]?.trim() ?? '';
  return {
    id: '',
    name: field('Name'),
    personalityType: field('Personality'),
    persona: field('Persona'),
    tags: field('Tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    starterPrompts: [],
  };
}
