import { test, expect, type Page } from '@playwright/test';
import { confirmAge } from './support';

/*
 * A returning guest's pages are drawn by the app, and their data arrives after the first render:
 * what comes with it (the explore page's tags, the pricing page's test-mode note) must take a
 * place held for it, not push what is already on screen. Measured as the browser reports it
 * (layout-shift entries without recent input), on a phone's screen.
 */

/** Starts collecting layout shifts before the page's own scripts run. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push(entry as unknown as { value: number; hadRecentInput: boolean });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftSoFar = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }
    ).layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );

test.describe('a returning guest on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the explore page keeps its place when the tags arrive', async ({ page }) => {
    await confirmAge(page);
    await watchLayoutShifts(page);
    await page.goto('/characters');
    await expect(page.getByRole('group', { name: 'Filter by tag' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Luna', exact: true })).toBeVisible();
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(0.02);
  });

  test('the pricing page keeps its place when the test-mode note arrives', async ({ page }) => {
    await confirmAge(page);
    await watchLayoutShifts(page);
    await page.goto('/pricing');
    await expect(
      page.getByText('Test mode: checkout is simulated, no card is charged'),
    ).toBeVisible();
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(0.02);
  });
});
