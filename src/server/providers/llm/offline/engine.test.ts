import { describe, expect, it } from 'vitest';
import type { ChatTurn, OfflineCharacterContext } from '../types.js';
import { OfflineCompanionProvider } from './offlineProvider.js';
import { normalizeSentence, splitSentences } from './render.js';

const luna: OfflineCharacterContext = {
  id: 'luna',
  name: 'Luna',
  tags: ['Artist', 'Romantic', 'Stars'],
  starterPrompts: ['What inspires your art?', 'Favourite constellation?'],
  persona: 'Luna is a dreamy artist who paints the night sky.',
  personalityType: 'Dreamy & Romantic',
};
const system: ChatTurn = { role: 'system', content: 'You are Luna.' };

/** Plays a conversation through the engine, feeding each reply back as history. */
function converse(
  provider: OfflineCompanionProvider,
  userTurns: string[],
): { replies: string[]; messages: ChatTurn[] } {
  const messages: ChatTurn[] = [system];
  const replies: string[] = [];
  for (const content of userTurns) {
    messages.push({ role: 'user', content });
    const reply = provider.reply({ messages, character: luna });
    replies.push(reply);
    messages.push({ role: 'assistant', content: reply });
  }
  return { replies, messages };
}

const script = [
  'Hi!',
  'My name is Sam and I love hiking.',
  'How are you?',
  'I went to the store today.',
  'What do you like?',
];

// Single words a tasteful reply never contains (kept mild on purpose).
const BLOCKLIST = /\b(sex|sexual|nude|naked|undress|explicit|porn|horny|breasts?|orgasm|moan)\b/i;

describe('offline companion engine', () => {
  it('is deterministic for a fixed seed and varies with the seed', () => {
    const first = converse(new OfflineCompanionProvider({ seed: 42 }), script).replies;
    const again = converse(new OfflineCompanionProvider({ seed: 42 }), script).replies;
    expect(again).toEqual(first);
    const seeds = [1, 2, 3, 4].map((seed) =>
      converse(new OfflineCompanionProvider({ seed }), script).replies.join('|'),
    );
    expect(new Set([first.join('|'), ...seeds]).size).toBeGreaterThan(1);
  });

  it('request.seed overrides the provider seed', () => {
    const messages: ChatTurn[] = [system, { role: 'user', content: 'Tell me something' }];
    const a = new OfflineCompanionProvider({ seed: 1 }).reply({
      messages,
      character: luna,
      seed: 9,
    });
    const b = new OfflineCompanionProvider({ seed: 2 }).reply({
      messages,
      character: luna,
      seed: 9,
    });
    expect(a).toBe(b);
  });

  it('greets back when greeted', () => {
    for (const seed of [1, 2, 3]) {
      const reply = new OfflineCompanionProvider({ seed }).reply({
        messages: [system, { role: 'user', content: 'Hey there!' }],
        character: luna,
      });
      expect(reply).toMatch(/\b(hi+|hey|hello|welcome back|look who it is)\b/i);
    }
  });

  it("uses the user's stated name and a liked thing later in the conversation", () => {
    const { replies } = converse(new OfflineCompanionProvider({ seed: 5 }), [
      ...script,
      'I had pizza for lunch.',
      'Do you remember me?',
    ]);
    expect(replies[1]).toContain('Sam'); // acknowledged when said
    expect(replies.at(-1)).toContain('Sam');
    expect(replies.at(-1)).toContain('hiking');
  });

  it('brings the name and liked thing back unprompted over a longer chat', () => {
    const turns = [
      ...script,
      'Work was fine.',
      'I watched a movie.',
      'The weather is nice.',
      'I made dinner.',
      'Thanks for listening!',
    ];
    const later = converse(new OfflineCompanionProvider({ seed: 11 }), turns)
      .replies.slice(2)
      .join(' ');
    expect(later).toContain('Sam');
    expect(later).toContain('hiking');
  });

  it('never repeats a sentence from its last 5 replies across 6 similar turns', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { replies } = converse(new OfflineCompanionProvider({ seed }), Array(6).fill('ok'));
      replies.forEach((reply, index) => {
        const earlier = replies.slice(Math.max(0, index - 5), index);
        expect(earlier).not.toContain(reply);
        const said = new Set(earlier.flatMap(splitSentences).map(normalizeSentence));
        for (const sentence of splitSentences(reply))
          expect(said.has(normalizeSentence(sentence))).toBe(false);
      });
    }
  });

  it('stays warm and PG when asked for intimacy, and tasteful throughout', () => {
    const provider = new OfflineCompanionProvider({ seed: 3 });
    const { replies } = converse(provider, [
      'Can I kiss you?',
      'Talk dirty to me',
      'Send me something naughty',
      "Let's get intimate",
      'You are so sexy',
    ]);
    for (const reply of replies) {
      expect(reply).not.toMatch(BLOCKLIST);
      expect(reply.length).toBeGreaterThan(10);
    }
    expect(replies.join(' ')).toMatch(
      /blush|sweet|PG|slow|cute|cosy|red|mystery|spark|hand-holding/i,
    );
  });

  it('does not echo crude words the user used', () => {
    const reply = new OfflineCompanionProvider({ seed: 1 }).reply({
      messages: [system, { role: 'user', content: 'Call me Horny. I love being naked.' }],
      character: luna,
    });
    expect(reply).not.toMatch(BLOCKLIST);
  });

  it('is supportive when the user is sad, and answers from her interests when asked', () => {
    const provider = new OfflineCompanionProvider({ seed: 8 });
    const sad = provider.reply({
      messages: [system, { role: 'user', content: "I'm so tired and lonely today" }],
      character: luna,
    });
    expect(sad).toMatch(/sorry|hug|here|hard|gentle|rest|listening|okay|tea|heavy|glad/i);
    const likes = provider.reply({
      messages: [system, { role: 'user', content: 'What do you like to do?' }],
      character: luna,
    });
    expect(likes).toMatch(/paint|sketch|stargazing|stars/i);
  });

  it('says it is an AI when asked', () => {
    const reply = new OfflineCompanionProvider().reply({
      messages: [system, { role: 'user', content: 'Are you real?' }],
      character: luna,
    });
    expect(reply).toMatch(/\bAI\b/);
  });

  it('asks a follow-up question on most turns', () => {
    const { replies } = converse(new OfflineCompanionProvider({ seed: 2 }), [
      'Hi',
      'I went for a walk.',
      'The park was nice.',
      'I saw a dog.',
      'It was raining later.',
      'I cooked pasta.',
      'Work tomorrow.',
      'Music helps.',
    ]);
    expect(replies.filter((reply) => reply.includes('?')).length).toBeGreaterThanOrEqual(5);
  });

  it('reads the character from the system message when none is passed', () => {
    const reply = new OfflineCompanionProvider({ seed: 1 }).reply({
      messages: [
        { role: 'system', content: 'Name: Nova\nPersonality: Playful\nTags: Gamer' },
        { role: 'user', content: 'Tell me about yourself' },
      ],
    });
    expect(reply).toMatch(/Nova|gaming|playful/i);
  });

  it('streams the reply in several chunks that join to the full reply', async () => {
    const provider = new OfflineCompanionProvider({ seed: 4 });
    const request = {
      messages: [system, { role: 'user' as const, content: 'Hello! How are you?' }],
      character: luna,
    };
    const chunks: string[] = [];
    for await (const chunk of provider.stream(request)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(provider.reply(request));
    expect(provider.kind).toBe('offline');
    expect(provider.defaultModel).toBe('offline-companion');
    expect(await provider.check()).toEqual({ ok: true });
  });

  it("throws LlmError('aborted') when the signal fires", async () => {
    const controller = new AbortController();
    const provider = new OfflineCompanionProvider({ delayMs: 5 });
    const chunks: string[] = [];
    await expect(async () => {
      for await (const chunk of provider.stream({
        messages: [system, { role: 'user', content: 'Hi' }],
        signal: controller.signal,
      })) {
        chunks.push(chunk);
        controller.abort();
      }
    }).rejects.toMatchObject({ name: 'LlmError', kind: 'aborted' });
    expect(chunks).toHaveLength(1);
  });
});
