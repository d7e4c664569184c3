import type { CharacterVoice } from '#shared/api/voice.js';
import { characterVoiceSchema } from '#shared/api/voice.js';
import type { VoiceStore } from './store.js';
import { FALLBACK_VOICE, ROSTER_VOICES, voiceFromCard } from './rosterVoices.js';

/** Each character's voice: an admin's or a card's setting, else the roster default. */
export function createVoices(store: VoiceStore) {
  return {
    async of(characterId: string): Promise<CharacterVoice & { isDefault: boolean }> {
      const row = await store.voiceOf(characterId);
      if (row)
        return {
          voiceId: row.voiceId,
          offlineVoice: row.offlineVoice,
          speed: row.speed,
          pitch: row.pitch,
          isDefault: false,
        };
      return { ...(ROSTER_VOICES[characterId] ?? FALLBACK_VOICE), isDefault: true };
    },

    set: (characterId: string, voice: CharacterVoice) => store.saveVoice(characterId, voice),

    /** Keeps the voice an imported card carries; a card without one (or a bad one) changes nothing. */
    async adoptFromCard(characterId: string, card: Record<string, unknown>) {
      const found = voiceFromCard(card);
      if (!found) return false;
      const parsed = characterVoiceSchema.safeParse({ ...FALLBACK_VOICE, ...found });
      if (!parsed.success) return false;
      await store.saveVoice(characterId, parsed.data);
      return true;
    },
  };
}

export type Voices = ReturnType<typeof createVoices>;
