import type { CharacterVoice } from '#shared/api/voice.js';

/**
 * The roster's voices: each of the 16 characters sounds different on the configured endpoint
 * (OpenAI voice ids, which Kokoro and openedai-speech map too) and offline (eSpeak NG accent and
 * variant). An admin's setting or an imported card's replaces these.
 */
export const ROSTER_VOICES: Readonly<Record<string, CharacterVoice>> = {
  luna: { voiceId: 'shimmer', offlineVoice: 'en-us+f3', speed: 0.95, pitch: 58 },
  aria: { voiceId: 'nova', offlineVoice: 'en-gb+f2', speed: 1, pitch: 55 },
  blaze: { voiceId: 'coral', offlineVoice: 'en-us+Annie', speed: 1.1, pitch: 52 },
  melody: { voiceId: 'sage', offlineVoice: 'en-gb-x-rp+f4', speed: 1, pitch: 62 },
  nova: { voiceId: 'alloy', offlineVoice: 'en-us+Alicia', speed: 1.05, pitch: 50 },
  ruby: { voiceId: 'coral', offlineVoice: 'en-gb-scotland+f3', speed: 0.95, pitch: 56 },
  vivienne: { voiceId: 'fable', offlineVoice: 'en-gb-x-rp+Belinda', speed: 0.9, pitch: 48 },
  sofia: { voiceId: 'nova', offlineVoice: 'en-029+f2', speed: 0.95, pitch: 54 },
  chloe: { voiceId: 'shimmer', offlineVoice: 'en-us+f5', speed: 1.1, pitch: 64 },
  lana: { voiceId: 'sage', offlineVoice: 'en-us+Linda', speed: 0.9, pitch: 46 },
  mei: { voiceId: 'alloy', offlineVoice: 'en-gb+Steph', speed: 1, pitch: 60 },
  isabella: { voiceId: 'fable', offlineVoice: 'en-us-nyc+f4', speed: 1, pitch: 53 },
  selena: { voiceId: 'ballad', offlineVoice: 'en-gb+Andrea', speed: 0.9, pitch: 44 },
  ava: { voiceId: 'nova', offlineVoice: 'en-us+Steph2', speed: 1.05, pitch: 59 },
  scarlett: { voiceId: 'coral', offlineVoice: 'en-gb-x-gbclan+f5', speed: 0.95, pitch: 50 },
  raven: { voiceId: 'ballad', offlineVoice: 'en-us+anika', speed: 0.9, pitch: 42 },
};

/** Characters outside the roster (created or imported without a voice). */
export const FALLBACK_VOICE: CharacterVoice = {
  voiceId: 'nova',
  offlineVoice: 'en-us+f3',
  speed: 1,
  pitch: 55,
};

/**
 * A voice a Character Card carries in `extensions.velvet.voice` or `extensions.voice`
 * (`{voiceId, offlineVoice?, speed?, pitch?}`), or null.
 */
export function voiceFromCard(data: Record<string, unknown>): Partial<CharacterVoice> | null {
  const extensions = (data.extensions ?? {}) as Record<string, unknown>;
  const ours = (extensions.velvet ?? {}) as Record<string, unknown>;
  const found = (ours.voice ?? extensions.voice) as Record<string, unknown> | undefined;
  if (!found || typeof found !== 'object') return null;
  const voice: Partial<CharacterVoice> = {};
  if (typeof found.voiceId === 'string') voice.voiceId = found.voiceId;
  if (typeof found.offlineVoice === 'string') voice.offlineVoice = found.offlineVoice;
  if (typeof found.speed === 'number') voice.speed = found.speed;
  if (typeof found.pitch === 'number') voice.pitch = found.pitch;
  return Object.keys(voice).length > 0 ? voice : null;
}
