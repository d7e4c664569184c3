import { expect, test, type Page } from '@playwright/test';
import { appOrigin, confirmAge, newAccount } from './support';

/*
 * An admin reads the API's own documentation in the admin panel: the OpenAPI document the server
 * generates, grouped by tag, filtered, and opened with the keyboard.
 */

const ADMIN_EMAIL = 'e2e-docs-admin@example.com';

/** Signs the admin in, creating the account on first use (each test may run alone). */
async function signInAdmin(page: Page) {
  await confirmAge(page);
  const account = { ...newAccount('docsadmin'), email: ADMIN_EMAIL };
  const headers = { origin: appOrigin() };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers,
  });
  if (signIn.ok()) return;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, ageConfirmed: true },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
}

test('an admin finds a route in the API docs and reads its request body', async ({ page }) => {
  await signInAdmin(page);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'API docs' }).click();
  await expect(page).toHaveURL(/\/admin\/api$/);
  await expect(page.getByRole('heading', { name: /Companion chat API/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^characters/ })).toBeVisible();

  await page.getByLabel('Filter operations').fill('characters active');
  await expect(page).toHaveURL(/q=characters\+active/);
  const operation = page
    .getByTestId('api-operation')
    .filter({ hasText: '/api/admin/characters/{id}/active' });
  await expect(operation).toHaveCount(1);
  await expect(operation).toContainText('admin');
  await expect(
    page.getByTestId('api-operation').filter({ hasText: '/api/characters' }),
  ).toHaveCount(0);

  // Keyboard only: Tab to the operation's summary line, Enter opens it.
  const summary = operation.locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(operation.getByText('Request body (application/json)')).toBeVisible();
  await expect(operation.getByText('isActive', { exact: true })).toBeVisible();
  await expect(operation.getByText('Response 200')).toBeVisible();

  await page.getByLabel('Who may call it').selectOption('public');
  await expect(page.getByText('No operation matches this filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(page.getByLabel('Filter operations')).toHaveValue('');
});

test('a phone shows the operations without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signInAdmin(page);
  await page.goto('/admin/api?q=conversations');
  await expect(page.getByTestId('api-operation').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
