import { expect, test } from '@playwright/test';
import { buyCreditsViaApi, confirmAge, signUpViaApi, subscribeViaApi } from './support';

/*
 * Voice replies with the embedded offline voice (no TTS_BASE_URL): a Premium member with credits
 * taps Listen, the player loads real audio, and the Credits tab shows 50 credits less.
 */
test('a Premium member listens to a reply and pays 50 credits once', async ({ page }) => {
  // Sign-up, subscription, purchase and the offline synthesis on a shared, busy machine.
  test.setTimeout(180_000);
  await confirmAge(page);
  await signUpViaApi(page, 'voice');
  await subscribeViaApi(page);
  await buyCreditsViaApi(page);

  await page.goto('/dashboard?tab=credits');
  const before = Number(
    (await page.getByTestId('credit-balance').innerText()).replace(/[^\d]/g, ''),
  );
  expect(before).toBeGreaterThanOrEqual(50);

  await page.goto('/chat/luna');
  await expect(page.getByRole('heading', { level: 1, name: 'Luna' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/luna\?c=[0-9a-f-]{36}/);
  const conversationUrl = page.url();
  const greeting = page.getByTestId('assistant-message').first();
  await expect(greeting).toContainText(/\S/);
  await expect(page.getByText(/Read replies aloud · spends 50 credits/)).toBeVisible();
  await greeting.getByRole('button', { name: 'Listen · 50 credits' }).click();

  const player = greeting.getByTestId('voice-player');
  await expect(player).toBeVisible({ timeout: 45_000 });
  await expect(player.getByText('Offline voice')).toBeVisible();
  const audio = greeting.getByTestId('voice-audio');
  // The element has loaded enough real audio to play (readyState ≥ HAVE_FUTURE_DATA = canplay).
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(
    0.5,
  );

  await page.goto('/dashboard?tab=credits');
  await expect(page.getByTestId('credit-balance')).toHaveText(
    new RegExp(`^${(before - 50).toLocaleString('en-GB')}\\s*credits$`),
  );

  // Replaying after a reload is free: the player is back without a Listen button.
  await page.goto(conversationUrl);
  await expect(page.getByTestId('voice-player').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen · 50 credits' })).toHaveCount(0);
});

test('free members see Listen locked behind Premium', async ({ page }) => {
  await confirmAge(page);
  await signUpViaApi(page, 'voicefree');
  await page.goto('/chat/luna');
  // The messages load after the page on a busy machine.
  await expect(page.getByTestId('assistant-message').first()).toBeVisible({ timeout: 30_000 });
  const lock = page.getByRole('link', { name: 'Listen · Premium' }).first();
  await expect(lock).toBeVisible();
  await lock.click();
  await expect(page).toHaveURL(/\/pricing$/);
});
