/**
 * The embedded image backend: renders the preview card (`previewCard.ts`) to a real PNG with
 * resvg, a Rust SVG renderer shipped prebuilt inside its npm package, using the Open Sans TTFs
 * from npm so the text looks the same on every machine (docs/decisions/0055-image-backend.md).
 * The output keeps the requested aspect, scaled so its long side is at most 768 px. The PNG also
 * carries the marking as text metadata, so a file taken out of the app still says what it is.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import pngText from 'png-chunk-text';
import { buildPreviewSvg } from './previewCard.js';
import type { GeneratedImage, ImageBackend, ImageBackendHealth, ImageRequest } from './types.js';

const require = createRequire(import.meta.url);
const FONT_FILES = ['Regular/OpenSans-Regular.ttf', 'Bold/OpenSans-Bold.ttf'].map((file) =>
  require.resolve(`open-sans-fonts/open-sans/${file}`),
);

export const PREVIEW_MAX_SIDE = 768;
/** PNG tEXt is Latin-1, hence the plain hyphen. */
export const PREVIEW_PNG_COMMENT = 'PREVIEW - local renderer (no image model was used)';

export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export class LocalPreviewBackend implements ImageBackend {
  readonly kind = 'local-preview' as const;

  async generate(
    request: ImageRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<GeneratedImage> {
    options.signal?.throwIfAborted();
    const size = previewSize(request.width, request.height);
    const svg = buildPreviewSvg({
      ...size,
      characterName: request.characterName,
      caption: request.caption,
      scene: request.prompt,
      portrait: request.portrait,
    });
    const rendered = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Open Sans' },
    }).render();
    const bytes = withComment(rendered.asPng());
    return {
      bytes,
      contentType: 'image/png',
      width: rendered.width,
      height: rendered.height,
      preview: true,
    };
  }

  async health(): Promise<ImageBackendHealth> {
    return {
      ok: true,
      kind: this.kind,
      detail: 'local preview renderer (no image model configured)',
    };
  }
}

function withComment(png: Uint8Array): Uint8Array {
  const chunks = extractChunks(png);
  chunks.splice(
    1,
    0,
    pngText.encode('Software', 'Velvet local preview renderer'),
    pngText.encode('Comment', PREVIEW_PNG_COMMENT),
  );
  return new Uint8Array(encodeChunks(chunks));
}
