/** The paywall A/B test (docs/PRODUCT.md#pages): copy and call to action per variant. */
export const PAYWALL_VARIANTS = {
  A: {
    cta: 'Unlock Intimacy',
    headline: 'Unlock Intimacy',
    pitch: 'Premium unlocks intimate conversations, roleplay and more.',
  },
  B: {
    cta: 'Go Further Now',
    headline: 'Go Further Now',
    pitch: 'Go beyond small talk: Premium makes every conversation yours.',
  },
} as const;
export type PaywallVariant = keyof typeof PAYWALL_VARIANTS;

/** The code of the paywall's 402, so clients tell it from other errors without zod (kept out of the first bundle). */
export const PAYWALL_ERROR_CODE = 'nsfw_paywall';
export const PAYWALL_ERROR_MESSAGE = 'Intimate conversation is part of Premium.';

/** The in-chat paywall prompt, in the character's voice, tasteful. */
export function paywallReply(characterName: string, variant: PaywallVariant): string {
  const { cta } = PAYWALL_VARIANTS[variant];
  return variant === 'A'
    ? `You're making me blush… I'd love to get closer, but that side of me is just for Premium members. Tap "${cta}" and let's see where this goes. 💕 — ${characterName}`
    : `Mmm, I like where your head is at. To go further with me you'll need Premium — "${cta}" and I'm all yours. 😘 — ${characterName}`;
}

export const AI_DISCLOSURE = 'AI character — not a real person';
export const FIRST_CONVERSATION_NOTICE =
  'Heads up: every character here is an AI. Conversations are fictional, and the characters are adults (21+).';
