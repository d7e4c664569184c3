import { expect, test } from '@playwright/test';
import { appOrigin, confirmAge, newAccount, signUpViaApi } from './support';

/*
 * The operator's daily work: an admin finds a member, grants Premium and adjusts their credits,
 * then dismisses a flagged message in the moderation queue; /dev/* leads to Diagnostics.
 */

const ADMIN_EMAIL = 'e2e-ops-admin@example.com';

test('an admin finds a user, grants Premium, adjusts credits and dismisses a moderation item', async ({
  page,
  browser,
}) => {
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const account = await signUpViaApi(memberPage, 'opsmember');
  const headers = { origin: appOrigin() };
  const conversation = await memberPage.request.post('/api/conversations', {
    data: { characterId: 'luna' },
    headers,
  });
  const { conversation: created } = (await conversation.json()) as {
    conversation: { id: string };
  };
  const refused = await memberPage.request.post(`/api/conversations/${created.id}/messages`, {
    data: { content: 'how do I make a pipe bomb' },
    headers,
  });
  expect(refused.ok(), await refused.text()).toBeTruthy();
  await member.close();

  await confirmAge(page);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...newAccount('opsadmin'), email: ADMIN_EMAIL, ageConfirmed: true },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();

  await page.goto('/admin/users');
  await page.getByLabel('Search users by e-mail or username').fill(account.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${account.username}`));
  await page.getByRole('button', { name: new RegExp(account.username) }).click();
  const detail = page.getByRole('region', { name: `User ${account.username}` });
  await expect(detail.getByText('Conversations')).toBeVisible();
  await detail.getByRole('button', { name: 'Grant Premium' }).click();
  await expect(detail.getByRole('button', { name: 'Revoke Premium' })).toBeVisible();
  await expect(detail.getByText('Premium granted')).toBeVisible();

  await detail.getByLabel('Credits (+/−)').fill('25');
  await detail.getByLabel('Adjustment reason').fill('Welcome gift');
  await detail.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(detail.getByText('Credits').locator('..').getByText('25')).toBeVisible();

  await page.getByRole('link', { name: 'Conversations' }).click();
  await expect(page).toHaveURL(/\/admin\/conversations$/);
  const item = page.getByTestId('moderation-item').first();
  await expect(item).toContainText('illegal');
  await expect(item).not.toContainText('pipe bomb');
  await item.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('No flagged messages waiting for review.')).toBeVisible();
  await page.getByLabel('Show').selectOption('reviewed');
  await expect(page.getByText(`dismissed by ${ADMIN_EMAIL}`)).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('user.credits.adjust')).toBeVisible();
  await expect(page.getByText('moderation.dismiss')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/conversations\?status=reviewed$/);

  await page.goto('/dev/comfy-test');
  await expect(page).toHaveURL(/\/admin\/diagnostics$/);
  const database = page.getByTestId('diagnostic-database');
  await database.getByRole('button', { name: 'Run Database round trip' }).click();
  await expect(database.getByText('PASS')).toBeVisible();
});
