/**
 * The SVG of a local preview card: a coloured scene background, the character's portrait, the
 * name, the caption (the user's words and the camera angle) and an unmistakable "PREVIEW — local
 * renderer" band plus a faint diagonal PREVIEW mark, so nobody takes it for a generated photo.
 * Pure string building; `localPreview.ts` renders it to PNG.
 */

export const PREVIEW_MARKING = 'PREVIEW — local renderer';

export interface PreviewCardInput {
  width: number;
  height: number;
  characterName: string;
  caption: string;
  /** A scene hint (the prompt) that picks the background colours. */
  scene: string;
  portrait?: { bytes: Uint8Array; contentType: string };
}

/** Background gradients for the scenes of the quick actions; anything else gets one by hash. */
const SCENE_PALETTES: Array<[RegExp, [string, string]]> = [
  [/beach|sea|ocean|bikini|summer/i, ['#fcd68a', '#3fa9d6']],
  [/gym|workout|fitness|sport/i, ['#ff9a5a', '#c2185b']],
  [/office|work|desk/i, ['#cfd9df', '#5b7db1']],
  [/cook|kitchen|bake|dinner/i, ['#ffd36b', '#e8553e']],
  [/bed|night|evening|moon/i, ['#3b2a5a', '#b24a7c']],
  [/shower|bath|spa|pool/i, ['#a1c4fd', '#6fd6c9']],
  [/cosplay|costume|party/i, ['#a18cd1', '#f37ca8']],
  [/dress|gala|city|street/i, ['#f7b2c9', '#6a5acd']],
];
const FALLBACK_PALETTES: Array<[string, string]> = [
  ['#f6a6c1', '#7b4fd6'],
  ['#ffcf9f', '#d14d72'],
  ['#9ad0ec', '#6b5bd6'],
  ['#b8e0b0', '#2f8f83'],
];

export function scenePalette(scene: string): [string, string] {
  const match = SCENE_PALETTES.find(([pattern]) => pattern.test(scene));
  if (match) return match[1];
  let hash = 0;
  for (const char of scene) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_PALETTES[hash % FALLBACK_PALETTES.length];
}

export function buildPreviewSvg(input: PreviewCardInput): string {
  const { width: w, height: h } = input;
  const unit = Math.min(w, h) / 100;
  const [from, to] = scenePalette(input.scene);
  const side = Math.round(Math.min(w * 0.62, h * 0.5));
  const portraitX = Math.round((w - side) / 2);
  const portraitY = Math.round(h * 0.14);
  const nameY = portraitY + side + unit * 11;
  const captionSize = Math.max(10, Math.round(unit * 4.6));
  const captionLines = wrap(input.caption, Math.floor((w * 0.84) / (captionSize * 0.56)), 4);
  const band = Math.round(unit * 9);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Open Sans">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<clipPath id="frame"><rect x="${portraitX}" y="${portraitY}" width="${side}" height="${side}" rx="${unit * 6}"/></clipPath></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    bokeh(w, h, unit),
    `<rect x="${portraitX - unit * 1.5}" y="${portraitY - unit * 1.5}" width="${side + unit * 3}" height="${side + unit * 3}" rx="${unit * 7}" fill="#ffffff" fill-opacity="0.85"/>`,
    portraitImage(input.portrait, portraitX, portraitY, side, input.characterName),
    `<text x="${w / 2}" y="${nameY}" text-anchor="middle" font-size="${Math.round(unit * 7.5)}" font-weight="700" fill="#ffffff">${escapeXml(input.characterName)}</text>`,
    ...captionLines.map(
      (line, index) =>
        `<text x="${w / 2}" y="${nameY + captionSize * (1.8 + index * 1.35)}" text-anchor="middle" font-size="${captionSize}" fill="#ffffff" fill-opacity="0.95">${escapeXml(line)}</text>`,
    ),
    `<text x="${w / 2}" y="${h * 0.62}" text-anchor="middle" font-size="${Math.round(unit * 20)}" font-weight="700" fill="#ffffff" fill-opacity="0.12" transform="rotate(-30 ${w / 2} ${h / 2})">PREVIEW</text>`,
    `<rect width="${w}" height="${band}" fill="#1b1020" fill-opacity="0.78"/>`,
    `<text x="${w / 2}" y="${band * 0.66}" text-anchor="middle" font-size="${Math.round(band * 0.46)}" font-weight="700" fill="#ffffff" letter-spacing="1">${escapeXml(PREVIEW_MARKING)}</text>`,
    `</svg>`,
  ].join('');
}

function portraitImage(
  portrait: PreviewCardInput['portrait'],
  x: number,
  y: number,
  side: number,
  name: string,
): string {
  if (portrait) {
    const href = `data:${portrait.contentType};base64,${Buffer.from(portrait.bytes).toString('base64')}`;
    return `<image x="${x}" y="${y}" width="${side}" height="${side}" href="${href}" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)"/>`;
  }
  // No portrait: the name's initial on a soft disc, in the same frame.
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? '?');
  return [
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="#f4d6e6" clip-path="url(#frame)"/>`,
    `<text x="${x + side / 2}" y="${y + side * 0.66}" text-anchor="middle" font-size="${Math.round(side * 0.45)}" font-weight="700" fill="#b24a7c">${initial}</text>`,
  ].join('');
}

/** A few translucent circles: enough depth that the card reads as a scene, not a flat fill. */
function bokeh(w: number, h: number, unit: number): string {
  const spots = [
    [0.12, 0.78, 16],
    [0.86, 0.7, 22],
    [0.78, 0.12, 12],
    [0.2, 0.3, 9],
    [0.55, 0.92, 14],
  ];
  return spots
    .map(
      ([cx, cy, r]) =>
        `<circle cx="${w * cx}" cy="${h * cy}" r="${unit * r}" fill="#ffffff" fill-opacity="0.14"/>`,
    )
    .join('');
}

/** Greedy word wrap to at most `maxLines` lines of `perLine` characters, with an ellipsis when cut. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (current && current.length + 1 + piece.length > perLine) {
      lines.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, Math.max(0, perLine - 1))}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
