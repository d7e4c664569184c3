import type { CreditRequestType } from './plans.js';
import {
  IMAGE_ASPECTS,
  IMAGE_CHARACTER_SETTINGS,
  IMAGE_DEFAULT_CHECKPOINT,
  IMAGE_DEFAULT_SEED,
  IMAGE_DEFAULT_SIZE,
} from './constants.js';

/**
 * Business constants of the image generator (docs/API.md, "Imaging"). Aspects, seeds,
 * checkpoints and the negative prompt belong to the image backend (src/shared/constants.ts);
 * these are the choices a member makes on /generate.
 */

export const IMAGE_RESOLUTIONS = [
  { id: '512x768', label: 'Fast', width: 512, height: 768 },
  { id: '768x1024', label: 'Standard', width: 768, height: 1024 },
  { id: '1024x1536', label: 'HD', width: 1024, height: 1536 },
] as const;
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number]['id'];
export const IMAGE_RESOLUTION_IDS = IMAGE_RESOLUTIONS.map((r) => r.id) as [
  ImageResolution,
  ...ImageResolution[],
];
export const DEFAULT_IMAGE_RESOLUTION: ImageResolution = '768x1024';

export const IMAGE_ANGLES = [
  { id: 'portrait', label: 'Portrait', prompt: 'portrait shot, head and shoulders' },
  { id: 'full-body', label: 'Full body', prompt: 'full body shot, standing' },
  { id: 'close-up', label: 'Close-up', prompt: 'close-up of the face, shallow depth of field' },
  { id: 'artistic', label: 'Artistic', prompt: 'artistic composition, dramatic lighting' },
] as const;
export type ImageAngle = (typeof IMAGE_ANGLES)[number]['id'];
export const IMAGE_ANGLE_IDS = IMAGE_ANGLES.map((a) => a.id) as [ImageAngle, ...ImageAngle[]];
export const DEFAULT_IMAGE_ANGLE: ImageAngle = 'portrait';

export interface QuickAction {
  id: string;
  label: string;
  /** Text the button puts in the description box; the server adds it to the prompt too. */
  prompt: string;
  /** Marks the image as not safe for work (18+ badge, never shareable). */
  nsfw: boolean;
  /** A custom fetish image: costs credits (CREDIT_COSTS.custom_image). */
  fetish: boolean;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'cooking',
    label: 'Cooking',
    prompt: 'cooking in a sunny kitchen',
    nsfw: false,
    fetish: false,
  },
  { id: 'gym', label: 'Gym', prompt: 'working out at the gym', nsfw: false, fetish: false },
  {
    id: 'beach',
    label: 'Beach',
    prompt: 'walking on the beach at sunset',
    nsfw: false,
    fetish: false,
  },
  {
    id: 'shower',
    label: 'Shower',
    prompt: 'after a shower, wrapped in a towel',
    nsfw: true,
    fetish: false,
  },
  {
    id: 'office',
    label: 'Office',
    prompt: 'at the office in smart clothes',
    nsfw: false,
    fetish: false,
  },
  {
    id: 'bedroom',
    label: 'Bedroom',
    prompt: 'relaxing in a cosy bedroom',
    nsfw: true,
    fetish: false,
  },
  { id: 'selfie', label: 'Selfie', prompt: 'taking a playful selfie', nsfw: false, fetish: false },
  {
    id: 'lingerie',
    label: 'Lingerie',
    prompt: 'wearing elegant lingerie',
    nsfw: true,
    fetish: false,
  },
  { id: 'dress', label: 'Dress', prompt: 'wearing an evening dress', nsfw: false, fetish: false },
  {
    id: 'bikini',
    label: 'Bikini',
    prompt: 'wearing a bikini by the pool',
    nsfw: true,
    fetish: false,
  },
  {
    id: 'cosplay',
    label: 'Cosplay',
    prompt: 'in a colourful cosplay outfit',
    nsfw: false,
    fetish: false,
  },
  {
    id: 'latex',
    label: 'Latex',
    prompt: 'wearing a glossy latex outfit',
    nsfw: true,
    fetish: true,
  },
];
export const QUICK_ACTION_IDS = QUICK_ACTIONS.map((q) => q.id) as [string, ...string[]];
export const quickActionById = (id: string | undefined | null) =>
  QUICK_ACTIONS.find((action) => action.id === id);

/** The credit charges a request carries: a fetish quick action, and a second character. */
export function imageCharges(input: {
  quickAction?: string | null;
  withCharacterId?: string | null;
}): CreditRequestType[] {
  const charges: CreditRequestType[] = [];
  if (quickActionById(input.quickAction)?.fetish) charges.push('custom_image');
  if (input.withCharacterId) charges.push('multi_character_scene');
  return charges;
}

export const IMAGE_PROMPT_MAX_CHARS = 1000;

/** Progress display when no real progress is known: 2% per 300 ms, step text every 2.5 s. */
export const IMAGE_PROGRESS_STEP_PERCENT = 2;
export const IMAGE_PROGRESS_TICK_MS = 300;
export const IMAGE_STEP_TEXT_MS = 2500;
export const IMAGE_ESTIMATE_SECONDS = 15;
export const IMAGE_STEP_TEXTS = [
  'Analyzing your request...',
  'Preparing the scene...',
  'Crafting the perfect pose...',
  'Adding those special details...',
  'Final touches and magic...',
  'Almost ready, gorgeous...',
] as const;

/**
 * Words that make a chat message a request for a picture (docs/PRODUCT.md, "Selfies in chat"):
 * whole words, any case, plurals included, so "hotel" or "imagine" do not count.
 */
export const IMAGE_INTENT_KEYWORDS = [
  'selfie',
  'photo',
  'picture',
  'image',
  'sexy',
  'hot',
  'beautiful',
  'cute',
  'show me',
  'send me',
] as const;
const IMAGE_INTENT = new RegExp(
  `\\b(?:${IMAGE_INTENT_KEYWORDS.map((word) => word.replace(' ', '\\s+')).join('|')})s?\\b`,
  'i',
);
export const hasImageIntent = (text: string) => IMAGE_INTENT.test(text);

/** The text of the character's message that carries a picture asked for in chat. */
export const CHAT_IMAGE_CAPTION = 'Here is a picture, just for you 📸';

/** Running or queued images one Premium member may have at once. */
export const IMAGE_JOBS_PER_USER = 2;

export const COLLECTION_FILTERS = ['all', 'favorites', 'sfw', 'nsfw'] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];
export const COLLECTION_PAGE_DEFAULT = 24;
export const COLLECTION_PAGE_MAX = 100;

/** The generator's own roster when the character list cannot load. */
export const FALLBACK_GENERATOR_ROSTER = [
  { id: 'luna', name: 'Luna' },
  { id: 'aria', name: 'Aria' },
  { id: 'blaze', name: 'Blaze' },
  { id: 'melody', name: 'Melody' },
  { id: 'nova', name: 'Nova' },
  { id: 'ruby', name: 'Ruby' },
  { id: 'vivienne', name: 'Vivienne' },
  { id: 'scarlett', name: 'Scarlett' },
] as const;

/** Product copy of the generator and the collection. */
export const IMAGING_MESSAGES = {
  premiumRequired: 'Premium subscription required for NSFW content',
  onlySfwShare: 'Only SFW images can be shared publicly',
  linkCopied: 'Link copied to clipboard!',
  generationFailed: 'Generation failed',
  fallbackFailure: 'Failed to generate image',
  tooManyRunning: `You already have ${IMAGE_JOBS_PER_USER} images in progress. Wait for one to finish, then try again.`,
  tooFast: "You're creating images too fast.",
  busy: 'So many images are being made right now that new ones are paused for a moment.',
} as const;

// The image backend's size and per-character settings.
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

export const IMAGE_ASPECT_NAMES = Object.keys(IMAGE_ASPECTS) as ImageAspect[];

/** The seed and checkpoint a character's images are made with. */
export function imageSettingsFor(characterId: string): { seed: number; checkpoint: string } {
  const own = Object.hasOwn(IMAGE_CHARACTER_SETTINGS, characterId)
    ? IMAGE_CHARACTER_SETTINGS[characterId]
    : undefined;
  return own ?? { seed: IMAGE_DEFAULT_SEED, checkpoint: IMAGE_DEFAULT_CHECKPOINT };
}

/** Width and height of an aspect ratio; the default size (3:4, 768×1024) when none is given. */
export function imageSizeFor(aspect?: ImageAspect): { width: number; height: number } {
  return aspect ? { ...IMAGE_ASPECTS[aspect] } : { ...IMAGE_DEFAULT_SIZE };
}
