import { describe, expect, it } from 'vitest';
import { prerenderPages } from './prerender';

// Runs where the build runs it: in Node, with no window or storage.
describe('the prerendered first pages', () => {
  const rendered = prerenderPages();
  // React separates adjacent text parts with empty comments; read the text as a browser shows it.
  const pages = {
    landing: rendered.landing.replaceAll('<!-- -->', ''),
    ageGate: rendered.ageGate.replaceAll('<!-- -->', ''),
  };

  it('draws the landing page inside the layout, for a guest, without the 18+ question', () => {
    expect(pages.landing).toContain('Meet your perfect');
    expect(pages.landing).toContain('Start Chat Free');
    expect(pages.landing).toContain('aria-label="Sidebar"');
    expect(pages.landing).not.toContain('data-age-gate');
    expect(pages.landing).not.toContain('18+ only');
  });

  it('draws the 18+ question over the layout with its answers waiting for the app', () => {
    expect(pages.ageGate).toContain('data-age-gate');
    expect(pages.ageGate).toContain('18+ only');
    expect(pages.ageGate).toContain('aria-labelledby="age-gate-title"');
    expect(pages.ageGate).toContain('id="age-gate-title"');
    const buttons = pages.ageGate.match(/<button[^>]*>/g) ?? [];
    const answers = buttons.filter((tag) => tag.includes('h-12'));
    expect(answers).toHaveLength(2);
    for (const tag of answers) expect(tag).toMatch(/disabled=""/);
    // Painted as it is: a pop-in would start transparent, which is not a contentful paint.
    expect(pages.ageGate).not.toContain('pop-in');
    // The rest of the page cannot be reached while it stands.
    expect(pages.ageGate).toMatch(/<aside aria-label="Sidebar" inert=""/);
    // No navigation item is marked current: the same copy serves every guarded page.
    expect(pages.ageGate).not.toContain('aria-current="page"');
  });
});
