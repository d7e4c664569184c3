import { z } from 'zod';
import { VOICE_SPEED_MAX, VOICE_SPEED_MIN } from '../constants.js';
import { text } from './text.js';

/** Request and response shapes of voice replies (docs/API.md, "Voice replies"). */

export const messageAudioParamsSchema = z.object({ id: z.uuid('Unknown message') });
export const audioFileParamsSchema = z.object({ id: z.uuid('Unknown audio') });
export const conversationAudioParamsSchema = z.object({ id: z.uuid('Unknown conversation') });

export const messageAudioResponseSchema = z.object({
  /** Served only to its owner. */
  audioUrl: z.string(),
  durationMs: z.number().int().nonnegative(),
  /** 0 when the audio already existed (replays are free). */
  creditsCharged: z.number().int().nonnegative(),
  balance: z.number().int(),
  /** True when the offline voice made it: the player says so. */
  offline: z.boolean(),
});
export type MessageAudio = z.infer<typeof messageAudioResponseSchema>;

/** The spoken replies of one conversation, so the page offers "Play" instead of paying again. */
export const conversationAudioResponseSchema = z.object({
  items: z.array(
    z.object({
      messageId: z.uuid(),
      audioUrl: z.string(),
      durationMs: z.number().int().nonnegative(),
      offline: z.boolean(),
    }),
  ),
});
export type ConversationAudio = z.infer<typeof conversationAudioResponseSchema>;

const VOICE_ID = /^[\w.:-]+$/;
const OFFLINE_VOICE = /^[a-z]{2,3}(?:-[a-z0-9]+)*(?:\+[A-Za-z0-9_]+)?$/;

/** A character's voice as an admin edits it (and as a Character Card carries it). */
export const characterVoiceSchema = z.object({
  voiceId: text({ message: 'voiceId is required' })
    .trim()
    .min(1, 'voiceId is required')
    .max(64, 'voiceId is too long')
    .regex(VOICE_ID, 'Letters, digits and . _ : - only'),
  offlineVoice: text({ message: 'offlineVoice is required' })
    .trim()
    .max(48, 'offlineVoice is too long')
    .regex(OFFLINE_VOICE, 'An eSpeak NG voice such as en-us+f3'),
  speed: z.number().min(VOICE_SPEED_MIN).max(VOICE_SPEED_MAX),
  pitch: z.number().int().min(0).max(99),
});
export type CharacterVoice = z.infer<typeof characterVoiceSchema>;

export const characterVoiceResponseSchema = characterVoiceSchema.extend({
  /** True when no admin or card set it: the roster's default voice. */
  isDefault: z.boolean(),
  engine: z.enum(['openai-compatible', 'offline']),
});
