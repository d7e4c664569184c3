import { expect, test } from '@playwright/test';

type Page = import('@playwright/test').Page;

const gate = (page: Page) => page.getByRole('dialog', { name: '18+ only' });

/**
 * The server sends a new visitor the question already drawn, its answers disabled until the app
 * has started; keyboard and focus rules are the app's, so they are checked from then on.
 */
async function gateReady(page: Page) {
  await expect(gate(page)).toBeVisible();
  await expect(gate(page).getByRole('button', { name: 'I am 18 or older' })).toBeEnabled({
    timeout: 30_000,
  });
}

test.describe('18+ age gate', () => {
  test('a first visit to /characters asks; confirming sticks across reloads', async ({ page }) => {
    await page.goto('/characters');
    // Drawn by the server before any script runs, answers waiting for the app.
    await expect(gate(page).getByRole('button', { name: 'I am 18 or older' })).toBeVisible();
    await gateReady(page);
    // Nothing is drawn behind the question until it is answered.
    await expect(page.getByTestId('character-card')).toHaveCount(0);
    // Only an answer closes it: Escape does nothing, and focus stays inside while tabbing.
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeVisible();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      await expect(gate(page).locator(':focus')).toHaveCount(1);
    }

    await gate(page).getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('velvet.ageConfirmed'))).toBe('yes');
    // The cookie tells the server, so the reload arrives as the page, not the question.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'velvet_age')?.value).toBe('yes');
    await page.reload();
    await expect(page.getByTestId('character-card').first()).toBeVisible();
    await expect(gate(page)).toBeHidden();
  });

  test('it is keyboard usable: Enter on the focused answer confirms', async ({ page }) => {
    await page.goto('/chat/luna');
    await gateReady(page);
    await expect(gate(page).getByRole('button', { name: 'I am 18 or older' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate(page)).toBeHidden();
  });

  test('the landing, legal and sign-in pages are readable without it', async ({ page }) => {
    for (const path of ['/legal/terms', '/legal/privacy', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(gate(page)).toHaveCount(0);
    }
    // The landing page, reached in the app (the gate is decided in the browser either way).
    const mainNav = page.getByRole('navigation', { name: 'Main' }).first();
    await mainNav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AI companion');
    await expect(gate(page)).toHaveCount(0);
    // Following a link from the landing page into the app brings it up.
    await mainNav.getByRole('link', { name: 'Explore' }).click();
    await expect(gate(page)).toBeVisible();
  });

  test('Leave goes to a goodbye page outside the app', async ({ page }) => {
    await page.goto('/pricing');
    await gateReady(page);
    await gate(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/goodbye$/);
    await expect(page.getByText(/only for adults aged 18 and over/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await expect(gate(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('velvet.ageConfirmed'))).toBeNull();
  });
});
