import { deflateSync } from 'node:zlib';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import pngText from 'png-chunk-text';
import { CARD_MAX_BYTES, type CharacterFormValues } from '#shared/api/adminCharacters.js';
import { badRequest } from '#server/http/errors.js';
import type { CardFields } from './manage.js';

/**
 * Character Card V2 (`chara_card_v2`) and V3 (`chara_card_v3`), the community format for
 * sharing characters: JSON, or a PNG whose tEXt chunk `chara` (V2) or `ccv3` (V3) holds the
 * base64 JSON. Fields we do not model are kept in card_extras and written back on export.
 */
export type CardVersion = 'v2' | 'v3';

const MAPPED = new Set([
  'name',
  'description',
  'personality',
  'first_mes',
  'mes_example',
  'alternate_greetings',
  'system_prompt',
  'tags',
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type CardData = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads a card from the uploaded bytes (PNG or JSON); 400 on anything else. */
export function readCard(bytes: Buffer): { data: CardData; version: CardVersion } {
  if (bytes.length > CARD_MAX_BYTES)
    throw badRequest(`The card is larger than ${CARD_MAX_BYTES / 1024 / 1024} MB.`);
  const json = bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    ? jsonFromPng(bytes)
    : bytes.toString('utf8');
  let card: unknown;
  try {
    card = JSON.parse(json);
  } catch {
    throw badRequest('The file is not a Character Card (PNG or JSON).');
  }
  return cardFromJson(card);
}

export function cardFromJson(card: unknown): { data: CardData; version: CardVersion } {
  const object = (card ?? {}) as { spec?: unknown; data?: unknown };
  const version =
    object.spec === 'chara_card_v3' ? 'v3' : object.spec === 'chara_card_v2' ? 'v2' : null;
  // V1 cards are the bare data object; they import like V2.
  const data = (version ? object.data : card) as CardData | undefined;
  if (!data || typeof data !== 'object' || typeof data.name !== 'string' || !data.name.trim())
    throw badRequest('The Character Card has no name.');
  return { data, version: version ?? 'v2' };
}

function jsonFromPng(bytes: Buffer): string {
  let chunks: Array<{ name: string; data: Uint8Array }>;
  try {
    chunks = extractChunks(bytes);
  } catch (error) {
    throw badRequest(`The PNG file is damaged: ${(error as Error).message}`);
  }
  const texts = chunks
    .filter((chunk) => chunk.name === 'tEXt')
    .map((chunk) => pngText.decode(chunk.data));
  // V3 wins when a card carries both (V3 writers keep a V2 copy for older readers).
  const found =
    texts.find((entry) => entry.keyword === 'ccv3') ??
    texts.find((entry) => entry.keyword === 'chara');
  if (!found) throw badRequest('The PNG holds no Character Card (no chara or ccv3 text chunk).');
  return Buffer.from(found.text, 'base64').toString('utf8');
}

/** The form values and kept card fields of an imported card (validated by the caller). */
export function characterFromCard(data: CardData, fallbackImageUrl: string) {
  const description = str(data.description).trim();
  const personality = str(data.personality).trim();
  const ours = ((data.extensions as CardData | undefined)?.velvet ?? {}) as CardData;
  const statedAge = /\b(\d{1,3})[- ]?(?:years?[- ]old|yo|y\/o)\b/i.exec(description);
  const values: CharacterFormValues = {
    name: str(data.name).trim(),
    age: typeof ours.age === 'number' ? ours.age : statedAge ? Number(statedAge[1]) : 22,
    bio: description.slice(0, 1000) || personality.slice(0, 1000),
    persona: (personality || description).slice(0, 2000),
    personaSystemPrompt:
      str(data.system_prompt).trim() ||
      [description, personality, str(data.scenario)].filter(Boolean).join('\n\n'),
    greeting: str(data.first_mes) || null,
    imageUrl: str(ours.imageUrl) || fallbackImageUrl,
    tags: strings(data.tags).slice(0, 20),
    starterPrompts: strings(ours.starterPrompts),
    isPremium: ours.isPremium === true,
    isActive: true,
  };
  const extras: CardData = {};
  for (const [key, value] of Object.entries(data)) if (!MAPPED.has(key)) extras[key] = value;
  const card: CardFields = {
    alternateGreetings: strings(data.alternate_greetings),
    exampleDialogue: str(data.mes_example),
    cardExtras: extras,
  };
  return { values, card };
}

export interface ExportableCharacter {
  name: string;
  age: number;
  bio: string;
  persona: string;
  personaSystemPrompt: string;
  greeting: string | null;
  imageUrl: string;
  tags: string[];
  starterPrompts: string[];
  isPremium: boolean;
  alternateGreetings: string[];
  exampleDialogue: string;
  cardExtras: Record<string, unknown>;
}

export function cardJson(character: ExportableCharacter, version: CardVersion) {
  const extras = character.cardExtras;
  const extensions = (extras.extensions ?? {}) as CardData;
  const data: CardData = {
    ...(version === 'v3' ? { group_only_greetings: [], assets: [], creator_notes: '' } : {}),
    scenario: '',
    creator_notes: '',
    post_history_instructions: '',
    creator: '',
    character_version: '',
    ...extras,
    name: character.name,
    description: character.bio,
    personality: character.persona,
    first_mes: character.greeting ?? '',
    mes_example: character.exampleDialogue,
    alternate_greetings: character.alternateGreetings,
    system_prompt: character.personaSystemPrompt,
    tags: character.tags,
    extensions: {
      ...extensions,
      velvet: {
        age: character.age,
        imageUrl: character.imageUrl,
        starterPrompts: character.starterPrompts,
        isPremium: character.isPremium,
      },
    },
  };
  return version === 'v3'
    ? { spec: 'chara_card_v3', spec_version: '3.0', data }
    : { spec: 'chara_card_v2', spec_version: '2.0', data };
}

/** A card PNG: a plain square image with the card in its tEXt chunk (and a V2 copy for V3). */
export function cardPng(character: ExportableCharacter, version: CardVersion): Buffer {
  const encode = (card: unknown) => Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  const text = [pngText.encode('chara', encode(cardJson(character, 'v2')))];
  if (version === 'v3') text.push(pngText.encode('ccv3', encode(cardJson(character, 'v3'))));
  const [head, ...rest] = plainImageChunks();
  return Buffer.from(encodeChunks([head, ...text, ...rest]));
}

const SIDE = 64;
/** IHDR, IDAT and IEND of a rose-coloured square: the picture the card text travels in. */
function plainImageChunks() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(SIDE * 3, Buffer.from([0xe8, 0x8a, 0xb0])),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: SIDE }, () => row)));
  return [
    { name: 'IHDR', data: new Uint8Array(header) },
    { name: 'IDAT', data: new Uint8Array(pixels) },
    { name: 'IEND', data: new Uint8Array(0) },
  ];
}
