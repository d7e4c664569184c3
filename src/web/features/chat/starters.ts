import {
  FREE_STARTER_PROMPTS,
  STARTER_CHIP_MAX_CHARS,
  STARTER_CHIPS_SHOWN,
} from '#shared/constants';

/** A chip's label: cut at 30 characters with an ellipsis (docs/PRODUCT.md#pages). */
export function chipLabel(prompt: string, max = STARTER_CHIP_MAX_CHARS): string {
  const text = prompt.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * The starter prompts to offer: free users and guests get the first three (docs/PRODUCT.md#validation);
 * premium users a random three of all of them, so the suggestions vary between chats.
 */
export function pickStarterPrompts(
  prompts: readonly string[],
  isPremium: boolean,
  random: () => number = Math.random,
): string[] {
  const usable = prompts.map((prompt) => prompt.trim()).filter(Boolean);
  if (!isPremium) return usable.slice(0, Math.min(FREE_STARTER_PROMPTS, STARTER_CHIPS_SHOWN));
  const shuffled = [...usable];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled.slice(0, STARTER_CHIPS_SHOWN);
}
