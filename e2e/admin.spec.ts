import { expect, test } from '@playwright/test';
import { appOrigin, confirmAge, newAccount, signUpViaApi } from './support';

/*
 * The operator's path: an admin creates a character, edits and tests its persona, and a member
 * chats with it; the dashboard shows real charts; a member sees Access Denied.
 */

const ADMIN_EMAIL = 'e2e-admin@example.com';

test('an admin creates a character, edits its persona and a member chats with it', async ({
  page,
  browser,
}) => {
  await confirmAge(page);
  const account = { ...newAccount('admin'), email: ADMIN_EMAIL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, ageConfirmed: true },
    headers: { origin: appOrigin() },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();

  await page.goto('/create');
  await page.getByLabel('Name').fill('Seraphine');
  await page.getByLabel('Age (21+)').fill('28');
  await page.getByLabel('Bio').fill('A lighthouse painter who collects sea glass.');
  await page.getByLabel('Persona (public)').fill('Calm, witty and warm.');
  await page
    .getByLabel('System Prompt (Server-Only)')
    .fill('You are Seraphine, 28, a witty and flirty painter (21+).');
  await page.getByLabel('Image URL').fill('/media/portraits/seraphine.svg');
  await page.getByLabel('Tags (comma-separated)').fill('Artistic, Calm');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page).toHaveURL(/\/admin\/characters$/);
  await expect(page.getByText('Seraphine', { exact: false }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Personas' }).click();
  await expect(page).toHaveURL(/\/admin\/personas$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Seraphine' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByLabel('System Prompt (Server-Only)');
  await editor.fill(
    'You are Seraphine, 28 (21+), a flirty painter who loves sea glass and storms.',
  );
  await page.getByRole('button', { name: 'Test Persona' }).click();
  await expect(page.getByTestId('persona-test-reply')).toContainText(/\S{2,}/);
  await page.getByRole('button', { name: 'Save Persona' }).click();
  await expect(page.getByText('Persona saved successfully!')).toBeVisible();
  await expect(page.getByText('save ·').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const list = await page.request.get('/api/admin/characters');
  const { items } = (await list.json()) as { items: Array<{ id: string; name: string }> };
  const id = items.find((item) => item.name === 'Seraphine')!.id;

  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await confirmAge(memberPage);
  await signUpViaApi(memberPage, 'chatter');
  await memberPage.goto(`/chat/${id}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Seraphine' })).toBeVisible();
  const input = memberPage.getByRole('textbox', { name: /^Message / });
  await input.fill('Hello Seraphine, what are you painting?');
  await input.press('Enter');
  await expect(memberPage.getByTestId('assistant-message')).toHaveCount(2);
  await expect(memberPage.getByTestId('assistant-message').nth(1)).toContainText(/\S{2,}/);

  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    memberPage.getByText("You don't have permission to access the admin panel."),
  ).toBeVisible();
  await member.close();

  await page.goto('/admin');
  await expect(page.getByText('Total users')).toBeVisible();
  await expect(page.getByTestId('admin-chart')).toHaveCount(3);
  await expect(page.locator('[data-testid="admin-chart"] svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'QA Checklist' }).click();
  await expect(page.getByText('PASS').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
});
