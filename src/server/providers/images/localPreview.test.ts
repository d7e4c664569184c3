import extractChunks from 'png-chunks-extract';
import pngText from 'png-chunk-text';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '#test/helpers/fakeComfy.js';
import { IMAGE_ASPECTS } from '#shared/constants.js';
import { LocalPreviewBackend, PREVIEW_PNG_COMMENT, previewSize } from './localPreview.js';
import { isPng, pngSize } from './png.js';
import { buildPreviewSvg, PREVIEW_MARKING, wrap } from './previewCard.js';
import type { ImageRequest } from './types.js';

const portraitSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#b24a7c"/></svg>';

const request: ImageRequest = {
  characterId: 'luna',
  characterName: 'Luna',
  prompt: 'at the beach, portrait',
  negativePrompt: '',
  width: 768,
  height: 1024,
  seed: 1,
  checkpoint: '',
  caption: 'At the beach · Portrait',
  portrait: { bytes: new TextEncoder().encode(portraitSvg), contentType: 'image/svg+xml' },
};

const backend = new LocalPreviewBackend();

describe('local preview renderer', () => {
  it.each(Object.entries(IMAGE_ASPECTS))(
    'renders a real PNG with the aspect of %s',
    async (_aspect, size) => {
      const image = await backend.generate({ ...request, ...size }, {});
      expect(isPng(image.bytes)).toBe(true);
      const actual = pngSize(image.bytes)!;
      expect(actual).toEqual({ width: image.width, height: image.height });
      expect(Math.max(actual.width, actual.height)).toBeLessThanOrEqual(768);
      expect(Math.abs(actual.width / actual.height - size.width / size.height)).toBeLessThan(0.01);
      expect(image).toMatchObject({ contentType: 'image/png', preview: true });
    },
  );

  it('marks the file itself as a preview', async () => {
    const image = await backend.generate(request, {});
    const texts = extractChunks(image.bytes)
      .filter((chunk) => chunk.name === 'tEXt')
      .map((chunk) => pngText.decode(chunk.data));
    expect(texts).toContainEqual({ keyword: 'Comment', text: PREVIEW_PNG_COMMENT });
    expect(PREVIEW_PNG_COMMENT).toMatch(/^PREVIEW/);
  });

  it('draws the marking, the name, the caption and the portrait on the card', () => {
    const svg = buildPreviewSvg({
      ...previewSize(768, 1024),
      characterName: 'Luna',
      caption: 'At the beach · Portrait',
      scene: 'beach',
      portrait: request.portrait,
    });
    expect(svg).toContain(PREVIEW_MARKING);
    expect(svg).toContain('>Luna<');
    expect(svg).toContain('At the beach · Portrait');
    expect(svg).toContain('href="data:image/svg+xml;base64,');
  });

  it('escapes the user’s words instead of letting them into the SVG', () => {
    const svg = buildPreviewSvg({
      width: 300,
      height: 400,
      characterName: 'A&B',
      caption: '<script>"x"</script>',
      scene: '',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('A&#38;B');
  });

  it('renders without a portrait, and with a PNG portrait', async () => {
    const bare = await backend.generate({ ...request, portrait: undefined }, {});
    expect(isPng(bare.bytes)).toBe(true);
    const png = await backend.generate(
      { ...request, portrait: { bytes: tinyPng(5, 5), contentType: 'image/png' } },
      {},
    );
    expect(isPng(png.bytes)).toBe(true);
  });

  it('wraps long captions into a few lines', () => {
    const lines = wrap('one two three four five six seven eight nine ten', 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
    expect(lines[2].endsWith('…')).toBe(true);
  });

  it('is always healthy and honours an aborted signal', async () => {
    expect(await backend.health()).toMatchObject({ ok: true, kind: 'local-preview' });
    await expect(backend.generate(request, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
