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
