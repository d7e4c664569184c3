/** Business constants (docs/PRODUCT.md#constants). Every other file imports them from here. */

export const APP_NAME = 'Velvet';
export const MIN_SITE_AGE = 18;
export const MIN_CHARACTER_AGE = 21;

// Layout (docs/PRODUCT.md#constants)
export const SIDEBAR_WIDTH_PX = 280;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const SKELETON_CARD_COUNT = 8;
export const CARD_MAX_TAGS = 3;
export const CARD_MAX_LOOKS = 3;
export const RATING_HIGHLIGHT_THRESHOLD = 9;
export const TOAST_DURATION_MS = 5000;

// Explore API
export const CHARACTERS_PAGE_DEFAULT = 48;
export const CHARACTERS_PAGE_MAX = 100;
export const CHARACTER_SORTS = ['popularity', 'name', 'age'] as const;
export const LANDING_SAMPLE_CHARACTER_IDS = ['luna', 'vivienne', 'aria', 'nova'] as const;
export const DEFAULT_CHARACTER_ID = 'luna';
/**
 * What the hero promises beside the headline. Only facts about the product itself: we show no
 * user counts, ratings or testimonials we cannot back (docs/decisions/0041-honest-landing.md).
 */
export const LANDING_HIGHLIGHTS = [
  { value: '24/7', label: 'Always there' },
  { value: 'Free', label: 'To start chatting' },
  { value: '100%', label: 'AI, clearly labelled' },
] as const;

// Chat (docs/PRODUCT.md#constants)
export const CHAT_CONTEXT_MIN_MESSAGES = 8;
export const CHAT_HISTORY_PAGE_DEFAULT = 50;
export const CHAT_HISTORY_PAGE_MAX = 200;
export const CHAT_PREVIEW_CHARS = 50;
export const STARTER_CHIP_MAX_CHARS = 30;
export const STARTER_CHIPS_SHOWN = 3;
export const FREE_STARTER_PROMPTS = 3;
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;
export const CHAT_MESSAGE_MAX_CHARS = 4000;
export const MESSAGE_SENT_DELAY_MS = 100;
export const MESSAGE_READ_DELAY_MS = 500;
export const CHAT_FAILURE_REPLY = 'I hiccuped… try again? 💕';

// Persona guidance (docs/PRODUCT.md#validation)
export const PERSONA_MIN_CHARS = 50;
export const PERSONA_MAX_CHARS = 1500;

/** Admin dashboard ranges (days) and the sizes of its short lists. */
export const ADMIN_RANGES_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export const ADMIN_RECENT_LIST_SIZE = 5;
export const ADMIN_PAYWALL_TRIGGERS_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Imaging: the image pipeline's defaults (docs/ARCHITECTURE.md, "Image backend and storage").
// Nine characters have a seed and checkpoint of their own (docs/PRODUCT.md#constants); the values
// are fixed here so a character looks the same from one image to the next.
// ---------------------------------------------------------------------------------------------

/** Aspect ratio → output size in pixels. */
export const IMAGE_ASPECTS = {
  '1:1': { width: 1024, height: 1024 },
  '4:5': { width: 768, height: 960 },
  '3:4': { width: 768, height: 1024 },
  '9:16': { width: 768, height: 1365 },
  '16:9': { width: 1280, height: 720 },
} as const;
export const IMAGE_DEFAULT_SIZE = { width: 768, height: 1024 } as const;

/** KSampler settings of every generation; image-to-image from a face reference uses its own denoise. */
export const IMAGE_SAMPLER = {
  steps: 28,
  cfg: 8,
  samplerName: 'euler',
  scheduler: 'normal',
  denoise: 1,
  img2imgDenoise: 0.55,
} as const;

export const IMAGE_DEFAULT_SEED = 123456;
export const IMAGE_DEFAULT_CHECKPOINT = 'realisticVisionV60B1_v51VAE.safetensors';
export const IMAGE_DEFAULT_NEGATIVE_PROMPT =
  'blurry, low quality, lowres, jpeg artifacts, noise, grainy, watermark, signature, text, logo, ' +
  'cropped, out of frame, bad anatomy, deformed, disfigured, extra limbs, extra fingers, ' +
  'missing fingers, fused fingers, mutated hands, poorly drawn face, asymmetrical eyes, ' +
  'cross-eyed, long neck, duplicate, oversaturated, underexposed, overexposed';

/** Characters with their own seed and checkpoint; everyone else uses the defaults above. */
export const IMAGE_CHARACTER_SETTINGS: Readonly<
  Record<string, { seed: number; checkpoint: string }>
> = {
  luna: { seed: 482913, checkpoint: IMAGE_DEFAULT_CHECKPOINT },
  aria: { seed: 731205, checkpoint: 'epicrealism_naturalSinRC1VAE.safetensors' },
  blaze: { seed: 264871, checkpoint: 'cyberrealistic_v42.safetensors' },
  melody: { seed: 905512, checkpoint: 'epicrealism_naturalSinRC1VAE.safetensors' },
  nova: { seed: 118437, checkpoint: 'absolutereality_v181.safetensors' },
  scarlett: { seed: 657390, checkpoint: IMAGE_DEFAULT_CHECKPOINT },
  raven: { seed: 349026, checkpoint: 'cyberrealistic_v42.safetensors' },
  phoenix: { seed: 812664, checkpoint: 'absolutereality_v181.safetensors' },
  jade: { seed: 570148, checkpoint: 'epicrealism_naturalSinRC1VAE.safetensors' },
};

/** ComfyUI result polling (every 1.2 s, for up to 120 s). */
export const COMFY_POLL_INTERVAL_MS = 1200;
export const COMFY_TIMEOUT_MS = 120_000;

// Referrals and coupons (docs/API.md#referrals)
/** The browser cookie that carries a `?ref=CODE` to sign-up; the first link opened wins. */
export const REFERRAL_COOKIE = 'ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** Codes avoid look-alike characters (0/O, 1/I/L) so they survive being read aloud or retyped. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const ADMIN_TOP_REFERRERS = 10;
/** The coupon every fresh install offers in the local test-mode checkout. */
export const WELCOME_COUPON = { code: 'WELCOME10', percentOff: 10 } as const;
/** Voice replies (docs/decisions/0080-voice-replies.md): the credit cost is CREDIT_COSTS.audio_reply. */
export const VOICE_MESSAGES = {
  premiumRequired: 'Voice replies are a Premium feature. Upgrade to hear your companion speak.',
  notVoiceable: 'Only a character reply that passed our safety policy can be read aloud.',
  tooFast: 'You are asking for voice replies too quickly.',
  failed: 'The voice could not be made just now; your credits were returned.',
  pending: 'The voice is still being made. Try again in a moment; you will not be charged twice.',
  insufficient: (cost: number, balance: number) =>
    `Listening costs ${cost} credits and your balance is ${balance}. Buy credits to continue.`,
} as const;
/** Where a member buys credits: the Credits tab of the dashboard. */
export const BUY_CREDITS_PATH = '/dashboard?tab=credits';
/** Playback speeds the player offers. */
export const VOICE_PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
/** Voice settings an admin may give a character. */
export const VOICE_SPEED_MIN = 0.5;
export const VOICE_SPEED_MAX = 2;
/** Notification settings a member starts with (docs/PRODUCT.md): daily messages and digests on, SMS off. */
export const NOTIFICATION_DEFAULTS = {
  dailyMessages: true,
  emailDigests: true,
  sms: false,
  /** The local hour the daily message is written at. */
  dailyMessageHour: 9,
} as const;

/**
 * How many hours after the chosen one a late scheduler (every instance down at that hour) still
 * writes the day's message; past it, the day is skipped rather than arriving at night.
 */
export const DAILY_MESSAGE_CATCH_UP_HOURS = 3;

/**
 * The weekly digest e-mail (docs/decisions/0066-weekly-digest.md): sent on this weekday (0 =
 * Sunday, 1 = Monday) from this hour of the member's own clock, covering the seven days before.
 * A late scheduler still sends it for the catch-up hours; past them the week is skipped.
 */
export const WEEKLY_DIGEST_WEEKDAY = 1;
export const WEEKLY_DIGEST_LOCAL_HOUR = 9;
export const WEEKLY_DIGEST_CATCH_UP_HOURS = 12;
