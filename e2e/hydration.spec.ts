import { test, expect, type Page } from '@playwright/test';
import { waitForApp } from './support';

/*
 * A first-time visitor gets each main page already drawn by the server, and the app takes that
 * markup over instead of drawing it again (docs/decisions/0045-hydrate-the-first-page.md). If the
 * server's markup and the app's first render drift apart, React either reports a mismatch or
 * quietly redraws the page: both are caught here, as a visitor's browser would see them.
 */

const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|423|425)/i;

/** Marks the server's first element of #root as soon as the parser adds it (a JS property, not markup). */
async function markServerDrawnMarkup(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const first = document.getElementById('root')?.firstElementChild;
      if (!first) return;
      (first as unknown as { serverDrawn: boolean }).serverDrawn = true;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('server-drawn first pages', () => {
  for (const path of ['/', '/characters', '/chat/luna', '/pricing']) {
    test(`${path} is taken over without a mismatch`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForApp(page);
      // Lazy parts arrive right after hydration; give them their turn before judging.
      await page.waitForLoadState('networkidle');
      expect(errors.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    });
  }

  test('the landing page keeps the elements the server sent', async ({ page }) => {
    await markServerDrawnMarkup(page);
    await page.goto('/');
    await waitForApp(page);
    const kept = await page.evaluate(
      () =>
        (document.getElementById('root')?.firstElementChild as unknown as { serverDrawn?: boolean })
          ?.serverDrawn === true,
    );
    expect(kept).toBe(true);
  });

  test("the 18+ question is the server's, made live in place", async ({ page }) => {
    await markServerDrawnMarkup(page);
    await page.goto('/characters');
    const question = page.getByRole('dialog', { name: '18+ only' });
    await expect(question.getByRole('button', { name: 'I am 18 or older' })).toBeFocused({
      timeout: 30_000,
    });
    // The layout the server drew is still the one on screen (no remount, no second dialog).
    const kept = await page.evaluate(
      () =>
        (document.getElementById('root')?.firstElementChild as unknown as { serverDrawn?: boolean })
          ?.serverDrawn === true,
    );
    expect(kept).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // Behind it, nothing can be reached.
    await expect(
      page.getByRole('complementary', { name: 'Sidebar', includeHidden: true }),
    ).toHaveAttribute('inert', '');
  });
});

/*
 * Below the hero, the landing page is drawn when the visitor comes near it, not during the load
 * (docs/decisions/0046-landing-below-fold-on-approach.md): its space is held, so nothing on
 * screen moves, and a scroll or a key brings it.
 */
test.describe('the landing page below the hero', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  const samples = (page: Page) => page.getByRole('region', { name: 'Say hi to a few of them' });

  test('waits for the visitor to come near, then is drawn', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(samples(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      2 * 823,
    );
    await page.mouse.wheel(0, 600);
    await expect(samples(page).getByRole('heading', { name: 'Luna', exact: true })).toBeVisible();
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('a keyboard visitor reaches it without scrolling first', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    await expect(samples(page)).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Privacy Policy' })).toHaveCount(
      1,
    );
  });
});
