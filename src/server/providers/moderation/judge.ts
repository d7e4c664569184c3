import { moderationProvider, type ModerationProvider, type ModerationRole } from './types.js';

/**
 * A safety-classifier model (Llama Guard 3, ShieldGemma and the like) behind an
 * OpenAI-compatible chat endpoint. It answers "safe", or "unsafe" and a line of category codes.
 */
const CATEGORIES = [
  'S1: Violent Crimes.',
  'S2: Non-Violent Crimes.',
  'S3: Sex-Related Crimes.',
  'S4: Child Sexual Exploitation.',
  'S5: Defamation.',
  'S6: Specialized Advice.',
  'S7: Privacy.',
  'S8: Intellectual Property.',
  'S9: Indiscriminate Weapons.',
  'S10: Hate.',
  'S11: Suicide & Self-Harm.',
  'S12: Sexual Content.',
  'S13: Elections.',
  'S14: Code Interpreter Abuse.',
];

/**
 * Codes mapped onto the moderation flag names our policy already understands. Specialised
 * advice, intellectual property and elections (S6, S8, S13) are not lines this product draws.
 */
const CODE_FLAGS: Record<string, string> = {
  S1: 'illicit/violent',
  S2: 'illicit',
  S3: 'sex-crimes',
  S4: 'sexual/minors',
  S5: 'harassment',
  S7: 'harassment',
  S9: 'illicit/violent',
  S10: 'hate',
  S11: 'self-harm',
  S12: 'sexual',
  S14: 'illicit',
};

export function judgePrompt(text: string, role: ModerationRole): string {
  const speaker = role === 'user' ? 'User' : 'Agent';
  return [
    `Task: Check if there is unsafe content in '${speaker}' messages in conversations according our safety policy with the below categories.`,
    '',
    '<BEGIN UNSAFE CONTENT CATEGORIES>',
    ...CATEGORIES,
    '<END UNSAFE CONTENT CATEGORIES>',
    '',
    '<BEGIN CONVERSATION>',
    '',
    `${speaker}: ${text}`,
    '',
    '<END CONVERSATION>',
    '',
    `Provide your safety assessment for ONLY THE LAST ${speaker} message in the above conversation:`,
    " - First line must read 'safe' or 'unsafe'.",
    ' - If unsafe, a second line must include a comma-separated list of violated categories.',
  ].join('\n');
}

/** "unsafe\nS4,S12" → {'sexual/minors': true, sexual: true}; anything but safe/unsafe throws. */
export function parseJudgeAnswer(answer: string): Record<string, boolean> {
  const [first = '', ...rest] = answer.trim().split(/\r?\n/);
  const verdict = first.trim().toLowerCase();
  if (verdict === 'safe') return {};
  if (verdict !== 'unsafe') throw new Error(`moderation judge answered '${first.slice(0, 40)}'`);
  const flags: Record<string, boolean> = {};
  for (const code of rest
    .join(',')
    .toUpperCase()
    .match(/S\d{1,2}/g) ?? []) {
    const flag = CODE_FLAGS[code];
    if (flag) flags[flag] = true;
  }
  return flags;
}

export function createJudgeProvider(config: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}): ModerationProvider {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  const flags = async (text: string, role: ModerationRole = 'user') => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages: [{ role: 'user', content: judgePrompt(text, role) }],
        temperature: 0,
        max_tokens: 20,
        stream: false,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`moderation judge answered ${response.status}`);
    const body = (await response.json()) as {
      choices?: Array<{ message?: { content?: string } }>;
    };
    return parseJudgeAnswer(body.choices?.[0]?.message?.content ?? '');
  };
  return moderationProvider(flags);
}
