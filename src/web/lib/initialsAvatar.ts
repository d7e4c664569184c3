/**
 * A local stand-in portrait: the name's initials on a colour derived from the name, as an
 * inline SVG data URI. Built here so a broken image never depends on an outside service
 * (the CSP allows `data:` images).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toUpperCase();
}

/** A stable hue 0–359 from a string (FNV-1a hash), so the same name always gets the same colour. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function initialsAvatar(name: string): string {
  const hue = hueOf(name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 25%)"/>
</linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>
<text x="150" y="200" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="120" font-weight="600" fill="#fff" fill-opacity=".92">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
