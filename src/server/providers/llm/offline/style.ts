/** Per-style flavour: how she addresses someone whose name she does not know, and her emoji. */
import type { Style } from './persona.js';

export const PET_NAMES: Record<Style, string[]> = {
  playful: ['cutie', 'trouble', 'sunshine'],
  sweet: ['sweetheart', 'hun', 'love'],
  confident: ['trouble', 'stranger', 'hotshot'],
  mysterious: ['darling', 'stranger', 'dear'],
};

export const EMOJI: Record<Style, string[]> = {
  playful: ['😄', '😜', '✨', '💫', '😉'],
  sweet: ['💕', '🥰', '🌸', '☺️', '💗'],
  confident: ['😏', '🔥', '😉', '💅'],
  mysterious: ['🌙', '🖤', '✨', '🥀'],
};
