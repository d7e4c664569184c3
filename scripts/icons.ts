/**
 * Renders the app icons (public/icons/*.png) from public/favicon.svg with resvg. Run it after
 * changing the logo: `node --import tsx scripts/icons.ts`. The PNGs are committed so a build needs
 * no native renderer; "maskable" ones keep the logo inside the safe zone phones crop to.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const logo = readFileSync('public/favicon.svg', 'utf8');
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// Maskable: a full-bleed background and the logo at 80 % in the middle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#0c0a12"/>
  <g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;

for (const [name, svg, size] of [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
] as const) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(`public/icons/${name}`, png);
  console.log(`public/icons/${name}: ${png.length} bytes`);
}
