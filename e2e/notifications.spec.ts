import { expect, test } from '@playwright/test';
import { confirmAge, signUpViaApi, subscribeViaApi } from './support';

test('a Premium member changes a notification setting and it survives a reload', async ({
  page,
}) => {
  await confirmAge(page);
  await signUpViaApi(page, 'notify');
  await subscribeViaApi(page);

  await page.goto('/dashboard?tab=notifications');
  await expect(page.getByRole('heading', { name: 'Push notifications' })).toBeVisible();
  await expect(page.getByText('Browser permission:')).toBeVisible();
  const digests = page.getByRole('switch', { name: 'E-mail digests' });
  const daily = page.getByRole('switch', { name: 'Daily messages' });
  await expect(digests).toHaveAttribute('aria-checked', 'true');
  await expect(daily).toHaveAttribute('aria-checked', 'true');

  await digests.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(digests).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail digests' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Daily messages' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the app is installable: manifest, icons and service worker are served', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { display: string; icons: { src: string }[] };
  expect(body.display).toBe('standalone');
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(await worker.text()).toContain("addEventListener('push'");
});
