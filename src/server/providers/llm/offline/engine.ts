/**
 * The offline companion's brain: reads the conversation, works out what to say, and returns the
 * whole reply. Deterministic: the same seed and the same messages give the same words.
 */
import type { GenerateRequest } from '../types.js';
import { composeReply } from './compose.js';
import { readMessage } from './intents.js';
import { extractFacts, factsInMessage } from './memory.js';
import { buildVoice } from './persona.js';
import { createRng, hashString } from './random.js';
import { sentenceSet } from './render.js';

/** She must not reuse a sentence from this many of her latest replies. */
export const NO_REPEAT_WINDOW = 5;

export function generateOfflineReply(request: GenerateRequest, seed = 0): string {
  const { messages } = request;
  const userTurns = messages.filter((message) => message.role === 'user');
  const latest = userTurns.at(-1)?.content ?? '';
  const recentReplies = messages
    .filter((message) => message.role === 'assistant')
    .slice(-NO_REPEAT_WINDOW)
    .map((message) => message.content);

  // Seed + conversation length + text: a fixed seed replays exactly, a new turn varies.
  const rng = createRng(hashString(`${seed}|${messages.length}|${latest}`));
  return composeReply({
    voice: buildVoice(request.character, messages),
    facts: extractFacts(messages),
    newFacts: factsInMessage(latest),
    read: readMessage(latest),
    avoid: sentenceSet(recentReplies),
    userTurns: userTurns.length,
    rng,
  });
}
