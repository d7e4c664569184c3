/**
 * Reply text as the synthesiser should read it, in pieces no longer than a provider's input
 * limit. Pieces end at sentence boundaries; a sentence longer than the limit is cut at a comma or
 * space, never inside a word, so the joined audio reads naturally.
 */

/** Markdown and roleplay marks (`*smiles*`, `_aside_`, `# heading`) are not read aloud. */
export function speakableText(text: string): string {
  return text
    .replace(/[*_~`#>|]+/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const SENTENCE = /[^.!?…]+(?:[.!?…]+["')\]]*|$)\s*/g;

function cutLong(sentence: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = sentence.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
    const cut = at > limit / 3 ? at + 1 : limit;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

export function splitForSpeech(text: string, limit: number): string[] {
  const sentences = (text.match(SENTENCE) ?? [text]).flatMap((s) => cutLong(s, limit));
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length <= limit) current = joined;
    else {
      if (current) chunks.push(current);
      current = sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks.filter((chunk) => chunk.trim().length > 0);
}
