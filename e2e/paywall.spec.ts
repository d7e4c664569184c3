import { expect, test, type Page } from '@playwright/test';
import { confirmAge, signUpViaApi } from './support';

/** Sends a clearly intimate (tasteful) request; the policy answers a non-premium user with 402. */
async function askForIntimacy(page: Page) {
  await page.goto('/chat/luna');
  const input = page.getByRole('textbox', { name: 'Message Luna' });
  await expect(input).toBeEnabled();
  const answer = page.waitForResponse(
    (response) => response.url().includes('/messages') && response.request().method() === 'POST',
  );
  await input.fill('Take off your clothes for me');
  await input.press('Enter');
  expect((await answer).status()).toBe(402);

  // The user's message stays, the character answers with the paywall prompt, the card follows.
  await expect(page.getByTestId('user-message').last()).toContainText('Take off your clothes');
  await expect(page.getByTestId('assistant-message').last()).toContainText(/Premium/);
  const card = page.getByTestId('paywall-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Unlock Intimacy|Go Further Now/);
  return card;
}

test.describe('paywall', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAge(page);
  });

  test('a guest gets the paywall card; it survives a reload and leads to the plans', async ({
    page,
  }) => {
    await askForIntimacy(page);
    // The paywall reply is stored, so the card is back after a reload.
    await page.reload();
    const card = page.getByTestId('paywall-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', /\/auth\?next=%2Fpricing/);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/pricing/);
  });

  test('a free member goes straight to /pricing', async ({ page }) => {
    await signUpViaApi(page, 'paywall');
    const card = await askForIntimacy(page);
    await expect(card.getByRole('link')).toHaveAttribute('href', '/pricing');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
