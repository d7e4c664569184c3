import { expect, test } from '@playwright/test';
import { confirmAge, signUpViaApi, subscribeViaApi } from './support';

/*
 * Needs the image backend and file storage defaults in buildApp (the local preview renderer and
 * DATA_DIR files): without them POST /api/imaging/generate answers 503.
 */
test('a Premium member generates an image and finds it in the collection', async ({ page }) => {
  await confirmAge(page);
  await signUpViaApi(page, 'img');
  await subscribeViaApi(page);

  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Image' })).toBeVisible();
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Character', { exact: true }).selectOption('luna');
  await page.getByLabel('Description').fill('Reading a book in a sunny cafe');
  await expect(page.getByRole('button', { name: /Latex.*100/ })).toBeVisible();
  await page.getByText('Close-up').click();
  await generate.click();

  await expect(page.getByRole('heading', { name: 'Luna' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Saved to your collection.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open collection' }).click();

  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByText('Reading a book in a sunny cafe')).toBeVisible();
  const image = page.getByRole('img', { name: /Luna: Reading a book/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
  await page.getByRole('button', { name: 'NSFW' }).click();
  await expect(page.getByText('No images match this filter')).toBeVisible();
});

test('visitors see Login Required on /collection and the Premium card on /generate', async ({
  page,
}) => {
  await confirmAge(page);
  await page.goto('/collection');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
});

/** Records whether an element matching the selector is ever added to the page. */
async function watchFor(page: import('@playwright/test').Page, selector: string) {
  await page.evaluate((wanted) => {
    const seen = window as unknown as { __seen?: boolean };
    seen.__seen = false;
    new MutationObserver(() => {
      if (document.querySelector(wanted)) seen.__seen = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

test('a selfie asked for in chat shows the progress card, then the picture', async ({ page }) => {
  await confirmAge(page);
  await signUpViaApi(page, 'selfie');
  await subscribeViaApi(page);

  await page.goto('/chat/luna');
  const input = page.getByRole('textbox', { name: /^Message / });
  await expect(input).toBeEnabled({ timeout: 30_000 });
  // The local renderer can finish within a second: the card is watched for, not raced.
  const cardWasShown = await watchFor(page, '[data-testid="chat-image-progress"]');
  await input.fill('Send me a selfie from the beach');
  await input.press('Enter');

  const picture = page.getByTestId('chat-image');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  expect(await cardWasShown()).toBe(true);
  expect(
    await picture.evaluate((element: HTMLImageElement) => element.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByTestId('chat-image-progress')).toHaveCount(0);

  // The picture is the character's message: it is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('chat-image')).toBeVisible({ timeout: 30_000 });
});

test('a free member asking for a picture in chat gets the Premium card', async ({ page }) => {
  await confirmAge(page);
  await signUpViaApi(page, 'selfiefree');
  await page.goto('/chat/luna');
  const input = page.getByRole('textbox', { name: /^Message / });
  await expect(input).toBeEnabled({ timeout: 30_000 });
  await input.fill('Can you send me a photo of your garden?');
  await input.press('Enter');
  await expect(page.getByTestId('image-paywall-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Pictures are a Premium feature' })).toBeVisible();
  await expect(page.getByTestId('chat-image')).toHaveCount(0);
});
