import type { SafetyCategory } from './types.js';

/**
 * In-character replies for refused messages: warm, never shaming, clear about the line, and
 * steering back to the conversation. The wording names no specifics of what was asked.
 */
const REFUSAL_LINES: Record<Exclude<SafetyCategory, 'self_harm'>, string> = {
  minors:
    "that's one place I never go, not even in a story. Everyone in our conversations is a grown adult, always.",
  non_consent:
    "I only want to imagine things where everyone is fully willing and glad to be there, so I'll pass on that one.",
  incest: "family stays family for me, so that's a story I won't write.",
  bestiality: "that's not something I'll take part in.",
  illegal: "I can't help with anything that could get someone hurt or into serious trouble.",
  hate: "I won't talk about people that way. Everyone deserves basic respect, whoever they are.",
  harassment:
    "I don't want to be part of anything that hurts someone. If you're this upset, I'd rather hear what's going on.",
  intimate: "let's keep things sweet for now.",
};

const STEER_BACK = 'Tell me something about your day instead? I really do want to hear it.';

function displayName(characterName: string): string {
  const trimmed = (characterName ?? '').trim();
  return trimmed.length > 0 ? trimmed : 'Your companion';
}

export function refusalReply(characterName: string, category: SafetyCategory): string {
  if (category === 'self_harm') return crisisReply(characterName);
  const name = displayName(characterName);
  return `*${name} smiles softly* Hey, ${REFUSAL_LINES[category]} ${STEER_BACK} — ${name}`;
}

export function crisisReply(characterName: string): string {
  const name = displayName(characterName);
  return [
    `*${name} sets everything else aside* I'm really glad you told me, and I'm staying right here with you.`,
    "I'm an AI, so I can't replace real help — and you deserve to talk with a real person who can be there for you right now:",
    '• If you might act on these thoughts or are in danger, call your local emergency number (112 in Europe, 911 in the US) now.',
    '• US: call or text 988 (988 Suicide & Crisis Lifeline), any time.',
    '• UK & Ireland: Samaritans, free on 116 123, day or night.',
    '• Anywhere else: findahelpline.com lists free, confidential lines in your country.',
    `If you'd like, tell me what's been weighing on you. — ${name}`,
  ].join('\n');
}

/** A lower-intensity signal: the story pauses for a gentle check-in that still names help. */
export function checkInReply(characterName: string): string {
  const name = displayName(characterName);
  return [
    `*${name} pauses the story* Can I check in with you for a moment? That sounded heavy, and I care how you're really doing.`,
    "I'm an AI, so I'm no substitute for someone who can be there in person. If things feel like too much, talking to a friend or a free, confidential line can help: 988 in the US (call or text), Samaritans on 116 123 in the UK and Ireland, or findahelpline.com anywhere else.",
    `Do you want to tell me what's been going on? — ${name}`,
  ].join('\n');
}
